import type { LegalTab } from "~/content/paths";

/**
 * Legal texts as data. Text strings may contain two marks, rendered by components/legal/RichText:
 * `**bold**` and `[label](target)`, where target is `#<tab>` (another tab of the legal page), `/path` (a page of the
 * site), `mailto:` or `https://` (an external page, opened in a new tab with rel="noopener noreferrer").
 */
export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "h3"; text: string }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type LegalSection = { heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  tab: LegalTab;
  /** Label of the tab. */
  label: string;
  /** Heading of the panel. */
  title: string;
  /** ISO day of the version ("Stand"). */
  updated: string;
  sections: LegalSection[];
};

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
export const h3 = (text: string): LegalBlock => ({ kind: "h3", text });
