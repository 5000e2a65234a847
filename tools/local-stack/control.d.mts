export function serveStackControl(stack: {
  stopComponent(name: string): Promise<void>;
  startComponent(name: string): Promise<void>;
}): Promise<{ url: string; close(): Promise<void> }>;
