import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { htmlFiles } from "./html-files";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;

function* modulePreloads(node: Node): Generator<Element> {
  if (isElement(node) && node.tagName === "link" && node.attrs.some((a) => a.name === "rel" && a.value.trim().toLowerCase() === "modulepreload")) {
    yield node;
  }
  if ("childNodes" in node) for (const child of node.childNodes) yield* modulePreloads(child);
}

/**
 * The page without its `<link rel="modulepreload">` hints. Located by the parser (source offsets), cut out of the
 * original text: nothing else of the page is touched or re-serialised. The page's module script still imports the
 * same files; they only no longer share the phone's bandwidth with the HTML, the stylesheet and the first image
 * before the first paint (measured on real throttled loads: the largest paint comes 200–300 ms earlier).
 */
export function withoutModulePreloads(html: string): string {
  const cuts = [...modulePreloads(parse(html, { sourceCodeLocationInfo: true }))]
    .map((link) => link.sourceCodeLocation!)
    .sort((a, b) => b.startOffset - a.startOffset);
  let out = html;
  for (const { startOffset, endOffset } of cuts) out = out.slice(0, startOffset) + out.slice(endOffset);
  return out;
}

/** Drops the module preload hints from every HTML file of the client build. */
export function dropModulePreloads(clientDir: string): void {
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    const out = withoutModulePreloads(html);
    if (out !== html) writeFileSync(file, out);
  }
}
