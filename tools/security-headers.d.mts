export type HeaderOptions = { supabaseUrl: string; tagManager: boolean; scriptHashes?: string[] };
export function contentSecurityPolicy(options: HeaderOptions): string;
export function securityHeaders(options: HeaderOptions): Record<string, string>;
export const IMMUTABLE: string;
export const NO_CACHE: string;
export const SHORT: string;
export function cacheControl(pathname: string): string;
export function headersFile(options: HeaderOptions): string;
export function vercelConfig(options: HeaderOptions): {
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
