export const supabaseBin: string;
export function supabase(args: string[], options?: { env?: Record<string, string> }): Promise<{ stdout: string; stderr: string }>;
export function migrationUp(dbUrl: string): Promise<{ stdout: string; stderr: string }>;
export function generateTypes(dbUrl: string): Promise<string>;
export function advisors(dbUrl: string, extra?: string[]): Promise<{ stdout: string; stderr: string }>;
