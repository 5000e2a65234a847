import { describe, expect, it } from "vitest";
import { cacheControl, contentSecurityPolicy, headersFile, IMMUTABLE, NO_CACHE, securityHeaders, vercelConfig } from "./security-headers.mjs";

const options = { supabaseUrl: "https://abc.supabase.co/", tagManager: false, scriptHashes: ["'sha256-AAA='"] };

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

  it("writes exactly the same headers into _headers and vercel.json", () => {
    const headers = securityHeaders(options);
    const file = headersFile(options);
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`  ${name}: ${value}\n`);
    const vercel = vercelConfig(options).headers.find((rule) => rule.source === "/(.*)")!;
    expect(Object.fromEntries(vercel.headers.map((h) => [h.key, h.value]))).toEqual({ ...headers, "Cache-Control": NO_CACHE });
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it("caches hashed assets forever and HTML never without revalidation", () => {
    expect(cacheControl("/assets/root-abc.js")).toBe(IMMUTABLE);
    expect(cacheControl("/")).toBe(NO_CACHE);
    expect(cacheControl("/preise")).toBe(NO_CACHE);
    expect(cacheControl("/404.html")).toBe(NO_CACHE);
    expect(cacheControl("/sitemap.xml")).toBe(NO_CACHE);
  });
});
