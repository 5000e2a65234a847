// CORS of the gateway: the site's local origins (patterns, `*` = any port), configurable via LOCAL_CORS_ORIGINS.
import type { IncomingMessage } from "node:http";

const allowHeaders =
  "authorization, apikey, content-type, x-client-info, prefer, accept, accept-profile, content-profile, range, x-supabase-api-version";
const exposeHeaders = "content-range, content-location, content-profile, preference-applied, location";

/** @param pattern an origin, `*` standing for any text and a trailing `:*` for any port or none */
function patternToRegExp(pattern: string) {
  const escaped = pattern.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:\*$/, "(?::\\d+)?").replaceAll("*", "[^/]*")}$`);
}

/**
 * @param patterns comma-separated
 */
export function isAllowedOrigin(origin: string | undefined, patterns: string): origin is string {
  if (!origin) return false;
  return patterns
    .split(",")
    .filter(Boolean)
    .some((pattern) => patternToRegExp(pattern).test(origin));
}

/**
 * The CORS headers of an answer to `req`: none unless its Origin matches one of the patterns.
 * @param patterns comma-separated
 */
export function corsHeaders(req: IncomingMessage, patterns: string): Record<string, string> {
  const origin = req.headers.origin;
  if (!isAllowedOrigin(origin, patterns)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS",
    "access-control-allow-headers": req.headers["access-control-request-headers"] || allowHeaders,
    "access-control-expose-headers": exposeHeaders,
    "access-control-max-age": "600",
    vary: "Origin",
  };
}
