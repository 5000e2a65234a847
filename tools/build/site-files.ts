import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { absoluteUrl } from "../../src/lib/seo";
import { writeRssFeed } from "./rss";
import { site } from "../../src/content/site";
import { supabaseConfig } from "../../src/lib/supabase-config";
import { headersFile, vercelConfig, type SiteHeaderOptions } from "../security-headers.ts";
import { pageInlineScriptHashes } from "./inline-script-hashes";

/**
 * What the headers depend on: the build's environment (the same values the bundle was built with) and each page's
 * inline-script hashes.
 */
function headerOptionsFromEnv(
  pageScriptHashes: Record<string, string[]>,
  env: Record<string, string | undefined> = process.env,
): SiteHeaderOptions {
  return {
    supabaseUrl: supabaseConfig(env).url,
    tagManager: Boolean(env.VITE_GTM_ID || site.tagManager.containerId),
    pageScriptHashes,
  };
}

/** sitemap.xml listing every prerendered page, with absolute, percent-encoded URLs. */
function sitemapXml(pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

/**
 * Finishes the client build: sitemap.xml, robots.txt, 404.html (the SPA fallback, served with status 404), and the
 * host header files `_headers` and `vercel.json`, plus build/headers.json from which tools/serve.ts serves the very
 * same headers. Each page's CSP allows that page's inline scripts by hash, read from the finished HTML.
 */
export function writeSiteFiles(outDir: string, pagePaths: readonly string[]): void {
  const clientDir = outDir.endsWith("client") ? outDir : join(outDir, "client");
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(pagePaths));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());
  writeRssFeed(clientDir);
  const fallback = join(clientDir, "__spa-fallback.html");
  if (existsSync(fallback)) copyFileSync(fallback, join(clientDir, "404.html"));
  const options = headerOptionsFromEnv(pageInlineScriptHashes(clientDir));
  writeFileSync(join(clientDir, "_headers"), headersFile(options));
  writeFileSync(join(clientDir, "vercel.json"), `${JSON.stringify(vercelConfig(options), null, 2)}\n`);
  writeFileSync(join(clientDir, "..", "headers.json"), `${JSON.stringify(options)}\n`);
}
