import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

/** An attribute's value, or undefined when the element does not carry it. */
export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Every element of a parsed document (parse5), in document order, whose tag is `tagName`. */
export function* elementsNamed(node: Node, tagName: string): Generator<Element> {
  if ("tagName" in node && node.tagName === tagName) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsNamed(child, tagName);
}
