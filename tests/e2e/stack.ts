// The end-to-end suite's local stack (started by ./global-setup.ts): addresses, SQL as the superuser, the mail
// catcher's mails, and stopping or starting a component (e.g. the gateway) for failure tests.
import pg from "pg";

export const E2E_STACK_ENV = "E2E_STACK";

export interface E2EStack {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** POST <controlUrl>/components/<name>/stop|start */
  controlUrl: string;
  /** Whether the build's JavaScript contains apiUrl (it was built with VITE_SUPABASE_URL = apiUrl). */
  buildTalksToStack: boolean;
}

export function e2eStack(): E2EStack {
  const raw = process.env[E2E_STACK_ENV];
  if (!raw) throw new Error(`${E2E_STACK_ENV} is not set: the stack is started by tests/e2e/global-setup.ts`);
  return JSON.parse(raw) as E2EStack;
}

export async function stackComponent(name: string, action: "stop" | "start"): Promise<void> {
  const response = await fetch(`${e2eStack().controlUrl}/components/${name}/${action}`, { method: "POST" });
  if (!response.ok) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

let pool: pg.Pool | undefined;
/** SQL as the superuser, to arrange and inspect what the API may not read. */
export function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]) {
  pool ??= new pg.Pool({ connectionString: e2eStack().dbUrl, max: 2 });
  return pool.query<T>(text, params);
}
export async function closeSql(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  idempotency_key: string | null;
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${e2eStack().mailUrl}/api/emails`);
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
  return ((await response.json()) as { data: CaughtMail[] }).data;
}
