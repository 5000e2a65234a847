// The site's HTTP headers, defined once. Used by tools/serve.ts (start command and end-to-end tests) and written
// into the build as `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), so production gets exactly
// what was tested. Every page has its own Content-Security-Policy: it allows the hashes of that page's inline scripts
// and of no other page.

const YOUTUBE = "https://www.youtube-nocookie.com";
const GTM = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/**
 * What the headers of one response depend on.
 */
export type HeaderOptions = {
  /** origin the contact form posts to */
  supabaseUrl: string;
  /** whether a tag-manager container is configured */
  tagManager: boolean;
  /** 'sha256-…' sources of the page's own inline scripts (React Router's bootstrap), the only inline scripts allowed */
  scriptHashes?: string[];
};

/**
 * What the build knows: the settings, and for every HTML file of the build the hashes of its inline scripts, keyed by
 * the path it is served at (decoded, no trailing slash: "/", "/über-ki", "/blog/x"; `404.html` is "/404").
 */
export type SiteHeaderOptions = {
  supabaseUrl: string;
  tagManager: boolean;
  pageScriptHashes: Record<string, string[]>;
};

/** The not-found page (404.html): every path that is no page of the build is answered with it. */
export const NOT_FOUND_PAGE = "/404";

export function contentSecurityPolicy({ supabaseUrl, tagManager, scriptHashes = [] }: HeaderOptions): string {
  const supabase = new URL(supabaseUrl).origin;
  const directives: Record<string, string[]> = {
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
 */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
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

/**
 * The page a request path is answered with: the build's page at that path (with or without a trailing slash), or
 * the not-found page for every other path (unknown paths, and files that are no page, where a policy does nothing).
 * @param pathname decoded request path
 */
export function pageFor(site: SiteHeaderOptions, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return Object.hasOwn(site.pageScriptHashes, path) ? path : NOT_FOUND_PAGE;
}

/**
 * The options for one response: the settings and the hashes of the page the path is answered with, no other's.
 * @param pathname decoded request path
 */
export function pageHeaderOptions(site: SiteHeaderOptions, pathname: string): HeaderOptions {
  const { supabaseUrl, tagManager, pageScriptHashes } = site;
  return { supabaseUrl, tagManager, scriptHashes: pageScriptHashes[pageFor(site, pathname)] ?? [] };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
const SHORT = "public, max-age=3600";

/**
 * Cache policy by path: hashed assets (scripts, styles, fonts) forever, HTML never without revalidation, other static
 * files an hour.
 */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (pathname === "/" || pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) return NO_CACHE;
  if (/\.(xml|txt|webmanifest|json)$/.test(pathname)) return NO_CACHE;
  return SHORT;
}

/**
 * A page path as the hosts match it: percent-encoded, as browsers send it and as Netlify, Cloudflare Pages and Vercel
 * compare it (`/über-ki` is requested as `/%C3%BCber-ki`). Only characters no host reads as pattern syntax may remain.
 * @param page decoded page path
 */
function encodedPath(page: string): string {
  const encoded = encodeURI(page);
  if (!/^\/[A-Za-z0-9\-._~%/]*$/.test(encoded))
    throw new Error(`page path ${page} has characters the hosts read as patterns`);
  return encoded;
}

/** The pages that get a rule of their own: all but the not-found page, whose headers are the site-wide ones. */
const pagesWithOwnRule = (site: SiteHeaderOptions) =>
  Object.keys(site.pageScriptHashes)
    .filter((page) => page !== NOT_FOUND_PAGE)
    .sort();

// Cloudflare Pages reads at most 100 rules and drops any line longer than 2,000 characters.
const MAX_RULES = 100;
const MAX_LINE = 2000;

/**
 * Netlify / Cloudflare Pages `_headers` file. Both hosts match a rule against the request path (percent-encoded) and
 * let a response inherit every matching rule, in file order, so the order carries meaning:
 * 1. `/*` gives every response the security headers with the not-found page's policy: an unknown path is answered
 *    with 404.html under the path that was asked for, and only this rule matches it.
 * 2. `/assets/*` and each page's rule come later and replace what they change. Netlify lets the later rule's value
 *    win; Cloudflare would join two values of one header with a comma (two policies, both enforced), so each rule
 *    first detaches the inherited value (`! Name`, a line Netlify skips as it has no colon).
 * A page's rule is its path with a trailing slash: Netlify matches `/preise/` for `/preise` and `/preise/`,
 * Cloudflare serves `preise/index.html` at `/preise/` (and redirects `/preise` there).
 */
export function headersFile(site: SiteHeaderOptions): string {
  const fallback = securityHeaders(pageHeaderOptions(site, NOT_FOUND_PAGE));
  const rules: [string, string[]][] = [
    ["/*", [...Object.entries(fallback).map(([name, value]) => `${name}: ${value}`), `Cache-Control: ${NO_CACHE}`]],
    ["/assets/*", ["! Cache-Control", `Cache-Control: ${IMMUTABLE}`]],
    ...pagesWithOwnRule(site).map((page): [string, string[]] => [
      page === "/" ? "/" : `${encodedPath(page)}/`,
      ["! Content-Security-Policy", `Content-Security-Policy: ${contentSecurityPolicy(pageHeaderOptions(site, page))}`],
    ]),
  ];
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, Cloudflare Pages reads ${MAX_RULES}`);
  const text = rules.map(([path, lines]) => [path, ...lines.map((line) => `  ${line}`)].join("\n")).join("\n\n");
  const long = text.split("\n").find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(`_headers: a line of ${long.length} characters, Cloudflare Pages drops lines over ${MAX_LINE}`);
  return `${text}\n`;
}

/**
 * Vercel `vercel.json` for a static deployment of build/client. Vercel matches each `source` against the request
 * path (percent-encoded, case-sensitive, a trailing slash counting) and applies every matching entry in order, a
 * later entry's value of a header replacing an earlier one's: the site-wide entry carries the not-found page's policy
 * (unknown paths are answered with 404.html), each page's entry its own. With `trailingSlash: false` a page is served
 * at `/preise` and `/preise/` redirects there.
 */
export function vercelConfig(site: SiteHeaderOptions) {
  const all = Object.entries(securityHeaders(pageHeaderOptions(site, NOT_FOUND_PAGE))).map(([key, value]) => ({
    key,
    value,
  }));
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: "/(.*)", headers: [...all, { key: "Cache-Control", value: NO_CACHE }] },
      { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: IMMUTABLE }] },
      ...pagesWithOwnRule(site).map((page) => ({
        source: encodedPath(page),
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(pageHeaderOptions(site, page)) }],
      })),
    ],
  };
}
