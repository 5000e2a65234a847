/**
 * The text a built page puts in front of a reader, block by block: its title and descriptions (search results and
 * link previews show them), the visible text with each block on its own line, and the texts of its structured data.
 * Block boundaries matter to the copy rules: a heading followed by a paragraph is two sentences, not one.
 */

const blockTags =
  "p|h[1-6]|li|dt|dd|td|th|div|section|article|header|footer|nav|main|aside|figure|figcaption|summary|details|button|label|option|title";

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every string value inside a JSON value (objects and arrays walked). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(jsonStrings);
}

/** The blocks of text a reader of the page meets, spaces folded (no-break spaces count as spaces). */
export function pageTextBlocks(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const metaTexts = [
    ...head.matchAll(
      /<meta\s+(?:name|property)="(?:description|og:description|og:title|twitter:title|twitter:description)"\s+content="([^"]*)"/g,
    ),
  ].map((match) => match[1]!);
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  const structured = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) =>
    jsonStrings(JSON.parse(match[1]!)).filter((text) => /\s/.test(text) && !/^https?:/.test(text)),
  );
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/g, "\n")
    .replace(new RegExp(`</?(?:${blockTags})(?:\\s[^>]*)?>|<br\\s*/?>`, "g"), "\n")
    .replace(/<[^>]+>/g, "");
  return [title, ...metaTexts, ...body.split("\n"), ...structured]
    .map((text) =>
      decode(text)
        .replace(/[\s\u00a0\u202f]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}
