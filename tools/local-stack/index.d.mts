// Types of the local stack's JS API (index.mjs), for TypeScript callers (contract tests, Playwright setup).
export type PortName = "api" | "db" | "mail" | "functions";

export interface StartStackOptions {
  /** Data dir; default .local/stack, or a new temp dir when ephemeral. */
  dataDir?: string;
  /** Ports; any not given are free ports found by the OS. */
  ports?: Partial<Record<PortName, number>>;
  /** Throwaway stack: data dir deleted on stop. */
  ephemeral?: boolean;
  /** Component names to start (default all registered: db, gateway, then the optional ones present). */
  components?: string[];
  log?: (...args: unknown[]) => void;
}

export interface Stack {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  functionsUrl: string;
  ports: Record<PortName, number>;
  dataDir: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  components(): string[];
  stop(): Promise<void>;
  stopComponent(name: string): Promise<void>;
  startComponent(name: string): Promise<void>;
}

export function startStack(options?: StartStackOptions): Promise<Stack>;
export const keys: Readonly<{ jwtSecret: string; anonKey: string; serviceRoleKey: string }>;
