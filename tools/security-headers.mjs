// The site's HTTP headers, defined once. Used by tools/serve.mjs (start command and end-to-end tests) and written
// into the build as `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), so production gets exactly
// what was tested.

const YOUTUBE = "https://www.youtube-nocookie.com";
const GTM = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * @typedef {object} HeaderOptions
 * @property {string} supabaseUrl origin the contact form posts to
 * @property {boolean} tagManager whether a tag-manager container is configured
 * @property {string[]} [scriptHashes] 'sha256-…' sources of the build's own inline scripts (React Router's bootstrap),
 *   the only inline scripts allowed
 */

/**
 * @param {HeaderOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({ supabaseUrl, tagManager, scriptHashes = [] }) {
  const supabase = new URL(supabaseUrl).origin;
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...(tagManager ? [GTM] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(tagManager ? [GTM, ...GOOGLE_ANALYTICS] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", supabase, ...(tagManager ? GOOGLE_ANALYTICS : [])],
    "frame-src": [YOUTUBE, ...(tagManager ? [GTM] : [])],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Headers for every response.
 * @param {HeaderOptions} options
 * @returns {Record<string, string>}
 */
export function securityHeaders(options) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
const SHORT = "public, max-age=3600";

/**
 * Cache policy by path: hashed assets forever, HTML never without revalidation, other static files an hour.
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControl(pathname) {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (pathname.startsWith("/fonts/")) return IMMUTABLE;
  if (pathname === "/" || pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) return NO_CACHE;
  if (/\.(xml|txt|webmanifest|json)$/.test(pathname)) return NO_CACHE;
  return SHORT;
}

/**
 * Netlify / Cloudflare Pages `_headers` file.
 * @param {HeaderOptions} options
 * @returns {string}
 */
export function headersFile(options) {
  const lines = ["/*", ...Object.entries(securityHeaders(options)).map(([k, v]) => `  ${k}: ${v}`), `  Cache-Control: ${NO_CACHE}`];
  lines.push("", "/assets/*", `  Cache-Control: ${IMMUTABLE}`, "", "/fonts/*", `  Cache-Control: ${IMMUTABLE}`, "");
  return lines.join("\n");
}

/**
 * Vercel `vercel.json` for a static deployment of build/client.
 * @param {HeaderOptions} options
 */
export function vercelConfig(options) {
  const all = Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value }));
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: "/(.*)", headers: [...all, { key: "Cache-Control", value: NO_CACHE }] },
      { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: IMMUTABLE }] },
      { source: "/fonts/(.*)", headers: [{ key: "Cache-Control", value: IMMUTABLE }] },
    ],
  };
}
