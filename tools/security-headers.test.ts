import { describe, expect, it } from "vitest";
import { cloudflareHeaders, netlifyHeaders, parseHeadersFile, vercelHeaders } from "./build/host-header-rules";
import {
  cacheControl,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE,
  NO_CACHE,
  pageFor,
  pageHeaderOptions,
  securityHeaders,
  vercelConfig,
  type SiteHeaderOptions,
} from "./security-headers.ts";

const options = { supabaseUrl: "https://abc.supabase.co/", tagManager: false, scriptHashes: ["'sha256-AAA='"] };
const site: SiteHeaderOptions = {
  supabaseUrl: "https://abc.supabase.co/",
  tagManager: false,
  pageScriptHashes: {
    "/": ["'sha256-HOME='"],
    "/preise": ["'sha256-PREISE='"],
    "/über-ki": ["'sha256-KI='"],
    "/blog/ein-beitrag": ["'sha256-POST1='", "'sha256-POST2='"],
    "/ohne-skript": [],
    "/404": ["'sha256-NOTFOUND='"],
  },
};
const hashesIn = (csp = ""): string[] => (csp.match(/script-src[^;]*/)?.[0].match(/'sha256-[^']+'/g) ?? []).sort();

describe("security headers, defined once", () => {
  it("has a strict CSP: self, the Supabase origin for connect-src, hashed inline scripts only, no framing", () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-AAA='");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe");
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("googletagmanager");
  });

  it("allows the tag manager only when one is configured", () => {
    const csp = contentSecurityPolicy({ ...options, tagManager: true });
    expect(csp.match(/script-src[^;]*/)![0]).toContain("https://www.googletagmanager.com");
  });

  it("answers a page with its own hashes, with or without a trailing slash, and every other path with the 404 page's", () => {
    expect(pageFor(site, "/preise")).toBe("/preise");
    expect(pageFor(site, "/preise/")).toBe("/preise");
    expect(pageFor(site, "/")).toBe("/");
    expect(pageFor(site, "/über-ki")).toBe("/über-ki");
    expect(pageFor(site, "/gibt-es-nicht")).toBe("/404");
    expect(pageFor(site, "/assets/root-abc.js")).toBe("/404");
    expect(pageHeaderOptions(site, "/blog/ein-beitrag").scriptHashes).toEqual(["'sha256-POST1='", "'sha256-POST2='"]);
    expect(pageHeaderOptions(site, "/ohne-skript").scriptHashes).toEqual([]);
    expect(hashesIn(contentSecurityPolicy(pageHeaderOptions(site, "/ohne-skript")))).toEqual([]);
  });

  // What each host sends for a path, by its own matching rules (./build/host-header-rules.ts), equals what the local
  // server sends: the page's own security headers, no other page's hashes.
  const expected = (page: string) =>
    Object.fromEntries(
      Object.entries(securityHeaders(pageHeaderOptions(site, page))).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
  const rules = parseHeadersFile(headersFile(site));
  const vercel = vercelConfig(site);
  const hosts = [
    // Cloudflare Pages serves `preise/index.html` at `/preise/` only (and redirects `/preise` there).
    {
      host: "Cloudflare Pages",
      paths: (p: string) => [p === "/" ? p : `${p}/`],
      headers: (path: string) => cloudflareHeaders(rules, path),
    },
    {
      host: "Netlify",
      paths: (p: string) => (p === "/" ? [p] : [p, `${p}/`]),
      headers: (path: string) => netlifyHeaders(rules, path),
    },
    // With trailingSlash: false, Vercel serves `/preise` and redirects `/preise/` there.
    { host: "Vercel", paths: (p: string) => [p], headers: (path: string) => vercelHeaders(vercel, path) },
  ];
  for (const { host, paths, headers } of hosts) {
    it(`${host}: every page gets exactly its own policy and the same other headers, an unknown path the 404 page's`, () => {
      for (const page of Object.keys(site.pageScriptHashes).filter((page) => page !== "/404")) {
        for (const path of paths(encodeURI(page))) {
          const got = headers(path);
          expect(got, `${host} ${path}`).toMatchObject({ ...expected(page), "cache-control": NO_CACHE });
          expect(hashesIn(got["content-security-policy"]), `${host} ${path}`).toEqual(site.pageScriptHashes[page]);
        }
      }
      expect(headers("/gibt-es-nicht")).toMatchObject({ ...expected("/404"), "cache-control": NO_CACHE });
      expect(hashesIn(headers("/gibt-es-nicht")["content-security-policy"])).toEqual(["'sha256-NOTFOUND='"]);
      expect(headers("/assets/root-abc.js")["cache-control"]).toBe(IMMUTABLE);
    });
  }

  it("writes percent-encoded paths (as browsers request them) and no rule for the 404 page, which the fallback covers", () => {
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/",
      "/blog/ein-beitrag/",
      "/ohne-skript/",
      "/preise/",
      "/%C3%BCber-ki/",
    ]);
    expect(vercel.headers.map((entry) => entry.source)).toEqual([
      "/(.*)",
      "/assets/(.*)",
      "/",
      "/blog/ein-beitrag",
      "/ohne-skript",
      "/preise",
      "/%C3%BCber-ki",
    ]);
  });

  it("refuses a _headers file Cloudflare Pages would cut short: over 100 rules, or a line over 2,000 characters", () => {
    const many = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`/blog/p${i}`, []]));
    expect(() => headersFile({ ...site, pageScriptHashes: { ...site.pageScriptHashes, ...many } })).toThrow(/100/);
    const long = Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(43, "A")}='`);
    expect(() => headersFile({ ...site, pageScriptHashes: { ...site.pageScriptHashes, "/preise": long } })).toThrow(
      /2000/,
    );
  });

  it("caches hashed assets (scripts, styles, fonts) forever and HTML never without revalidation", () => {
    expect(cacheControl("/assets/root-abc.js")).toBe(IMMUTABLE);
    expect(cacheControl("/assets/inter-latin-400-normal-abc.woff2")).toBe(IMMUTABLE);
    expect(cacheControl("/")).toBe(NO_CACHE);
    expect(cacheControl("/preise")).toBe(NO_CACHE);
    expect(cacheControl("/404.html")).toBe(NO_CACHE);
    expect(cacheControl("/sitemap.xml")).toBe(NO_CACHE);
    expect(cacheControl("/fonts/inter.woff2")).toBe("public, max-age=3600");
  });
});
