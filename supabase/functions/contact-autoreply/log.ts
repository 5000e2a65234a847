/** One JSON line per event, so the Supabase function logs can be filtered by level and field. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, fields) =>
    console.log(JSON.stringify({ level: "info", fn: "contact-autoreply", message, ...fields })),
  warn: (message, fields) =>
    console.warn(JSON.stringify({ level: "warn", fn: "contact-autoreply", message, ...fields })),
  error: (message, fields) =>
    console.error(JSON.stringify({ level: "error", fn: "contact-autoreply", message, ...fields })),
};
