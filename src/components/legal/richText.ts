/** Parses the two marks of the legal texts (`**bold**`, `[label](target)`) into tokens. */
import type { LegalTab } from "~/content/paths";
import { tabFromHash } from "./tabs";

export type RichToken =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "tab"; text: string; tab: LegalTab }
  | { kind: "internal"; text: string; to: string }
  | { kind: "external"; text: string; href: string }
  | { kind: "mail"; text: string; href: string };

const MARK = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function linkToken(text: string, target: string): RichToken {
  if (target.startsWith("#")) {
    const tab = tabFromHash(target);
    if (!tab) throw new Error(`Legal text links to unknown tab "${target}"`);
    return { kind: "tab", text, tab };
  }
  if (target.startsWith("/")) return { kind: "internal", text, to: target };
  if (target.startsWith("mailto:")) return { kind: "mail", text, href: target };
  if (target.startsWith("https://")) return { kind: "external", text, href: target };
  throw new Error(`Legal text has an unsupported link target "${target}"`);
}

export function parseRichText(source: string): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const match of source.matchAll(MARK)) {
    if (match.index > last) tokens.push({ kind: "text", text: source.slice(last, match.index) });
    if (match[1] !== undefined) tokens.push({ kind: "strong", text: match[1] });
    else tokens.push(linkToken(match[2]!, match[3]!));
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}
