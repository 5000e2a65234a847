// CORS of the gateway: the site's local origins (patterns, `*` = any port), configurable via LOCAL_CORS_ORIGINS.

const allowHeaders = "authorization, apikey, content-type, x-client-info, prefer, accept, accept-profile, content-profile, range, x-supabase-api-version";
const exposeHeaders = "content-range, content-location, content-profile, preference-applied, location";

/** @param {string} pattern an origin, `*` standing for any text and a trailing `:*` for any port or none */
function patternToRegExp(pattern) {
  const escaped = pattern.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:\*$/, "(?::\\d+)?").replaceAll("*", "[^/]*")}$`);
}

/**
 * @param {string | undefined} origin
 * @param {string} patterns comma-separated
 * @returns {origin is string}
 */
export function isAllowedOrigin(origin, patterns) {
  if (!origin) return false;
  return patterns.split(",").filter(Boolean).some((pattern) => patternToRegExp(pattern).test(origin));
}

/**
 * The CORS headers of an answer to `req`: none unless its Origin matches one of the patterns.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} patterns comma-separated
 * @returns {Record<string, string>}
 */
export function corsHeaders(req, patterns) {
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
