/**
 * How each static host picks the headers of a response from the files the build writes, modelled on the hosts' own
 * code, so tests can ask "what does Netlify, Cloudflare Pages or Vercel send for this path?" without deploying:
 * - Netlify (`_headers`): a rule matches the percent-encoded request path case-insensitively, with or without a
 *   trailing slash (`^/rule/?$`, `*` matching the rest); every matching rule applies in file order and a later rule's
 *   value of a header replaces an earlier one's; a line without a colon (Cloudflare's `! Name`) is skipped.
 *   (netlify/build packages/headers-parser: for_regexp.ts, line_parser.ts; netlify/primitives headersForPath.ts)
 * - Cloudflare Pages (`_headers`): a rule matches the percent-encoded path exactly (`*` matching anything); every
 *   matching rule applies in file order: `! Name` removes what earlier rules set, and a header set again is joined
 *   with a comma. (developers.cloudflare.com/pages/configuration/headers; workers-sdk pages-shared/asset-server
 *   handler.ts and rulesEngine.ts)
 * - Vercel (`vercel.json`): each `source` becomes a case-sensitive, trailing-slash-strict pattern matched against
 *   the percent-encoded path; every match applies in order, a later value replacing an earlier one.
 *   (vercel/vercel routing-utils superstatic.ts, cli util/dev/router.ts)
 * Only the rule shapes this site writes are modelled: literal paths and a trailing `*` (`(.*)` on Vercel).
 */

type Headers = Record<string, string>;
interface HeadersFileRule {
  path: string;
  set: [string, string][];
  unset: string[];
}

/** The rules of a `_headers` file, in order. */
export function parseHeadersFile(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      rules.push({ path: line, set: [], unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: "${line}" comes before any path`);
    if (line.startsWith("!")) rule.unset.push(line.slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(":");
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function literalOrPrefix(pattern: string, wildcard: string): { literal: string; prefix: boolean } {
  if (pattern.endsWith(wildcard)) return { literal: pattern.slice(0, -wildcard.length), prefix: true };
  if (/[*:()?+]/.test(pattern)) throw new Error(`not modelled: the rule ${pattern}`);
  return { literal: pattern, prefix: false };
}

/** What Netlify sends for a request path (percent-encoded), from `_headers`. */
export function netlifyHeaders(rules: HeadersFileRule[], encodedPath: string): Headers {
  const headers: Headers = {};
  for (const rule of rules) {
    const { literal, prefix } = literalOrPrefix(rule.path, "*");
    const parts = literal.split("/").filter(Boolean).map(escape).join("/");
    const pattern = prefix ? `^/${parts}${parts ? "/" : ""}?(.*)/?$` : `^/${parts}/?$`;
    if (new RegExp(pattern, "iu").test(encodedPath)) Object.assign(headers, Object.fromEntries(rule.set));
  }
  return headers;
}

/** What Cloudflare Pages sends for a request path (percent-encoded), from `_headers`. */
export function cloudflareHeaders(rules: HeadersFileRule[], encodedPath: string): Headers {
  const headers: Headers = {};
  const setByRule = new Set<string>();
  for (const rule of rules) {
    const { literal, prefix } = literalOrPrefix(rule.path, "*");
    if (!new RegExp(`^${escape(literal)}${prefix ? ".*" : ""}$`).test(encodedPath)) continue;
    for (const name of rule.unset) delete headers[name];
    for (const [name, value] of rule.set) {
      headers[name] = setByRule.has(name) && headers[name] !== undefined ? `${headers[name]}, ${value}` : value;
      setByRule.add(name);
    }
  }
  return headers;
}

/** What Vercel sends for a request path (percent-encoded), from `vercel.json`. */
export function vercelHeaders(config: { headers: { source: string; headers: { key: string; value: string }[] }[] }, encodedPath: string): Headers {
  const headers: Headers = {};
  for (const entry of config.headers) {
    const { literal, prefix } = literalOrPrefix(entry.source, "(.*)");
    if (!new RegExp(`^${escape(literal)}${prefix ? ".*" : ""}$`).test(encodedPath)) continue;
    for (const { key, value } of entry.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}
