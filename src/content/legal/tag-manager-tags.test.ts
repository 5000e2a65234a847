/**
 * The tag manager's tags in the privacy texts: once a container is set, the Cookie Policy and the Datenschutz name
 * every tag with its provider, purpose, cookies, retention and consent category; without a container neither names
 * one.
 */
import { describe, expect, it } from "vitest";
import { consentCategoryText } from "../consent";
import { owner, type OwnerConfig, type TagManagerTag } from "../owner-site";
import { buildCookiePolicy } from "./cookie-policy";
import { buildDatenschutz } from "./datenschutz";
import type { LegalDocument } from "./types";

/** A document's text; a table row stays on one line. */
const allText = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.kind === "list"
          ? b.items
          : b.kind === "table"
            ? [b.caption, b.head.join(" | "), ...b.rows.map((row) => row.join(" | "))]
            : [b.text],
      ),
    ])
    .join("\n");

const twoTags: TagManagerTag[] = [
  {
    name: "Google Analytics 4",
    provider: "Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland",
    purpose: "Reichweitenmessung: welche Seiten wie oft besucht werden",
    cookies: "_ga, _ga_<Kennung>",
    retention: "bis zu 2 Jahre",
    category: "statistics",
  },
  {
    name: "Google Ads Conversion-Tracking",
    provider: "Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland",
    purpose: "Erfolgsmessung meiner Anzeigen",
    cookies: "_gcl_au",
    retention: "90 Tage",
    category: "marketing",
  },
];

function configWith(containerId: string, tags: TagManagerTag[]): OwnerConfig {
  const config = structuredClone(owner) as OwnerConfig;
  config.tagManager.containerId = containerId;
  config.tagManager.tags = tags;
  return config;
}

const texts = (config: OwnerConfig) => ({
  "Cookie Policy": allText(buildCookiePolicy(config)),
  Datenschutz: allText(buildDatenschutz(config)),
});

describe("the tag manager's tags in the privacy texts", () => {
  it.each(Object.keys(texts(owner)))("%s names every field of every tag once a container is set", (name) => {
    const text = texts(configWith("GTM-AB12CD3", twoTags))[name as keyof ReturnType<typeof texts>];
    for (const tag of twoTags) {
      for (const value of [tag.name, tag.provider, tag.purpose, tag.cookies, tag.retention])
        expect(text, `${tag.name}: ${value}`).toContain(value);
      expect(text, tag.name).toMatch(
        new RegExp(
          `${tag.name}[^\\n]*„${consentCategoryText[tag.category].label}“|„${consentCategoryText[tag.category].label}“[^\\n]*${tag.name}`,
        ),
      );
    }
  });

  it("in the Cookie Policy as a table row per tag, with the category's label", () => {
    const doc = buildCookiePolicy(configWith("GTM-AB12CD3", twoTags));
    const table = doc.sections
      .flatMap((s) => s.blocks)
      .find((b) => b.kind === "table" && b.caption === "Dienste im Google Tag Manager");
    expect(table).toBeDefined();
    expect(table!.kind === "table" && table!.rows).toEqual(
      twoTags.map((tag) => [
        tag.name,
        tag.provider,
        tag.purpose,
        tag.cookies,
        tag.retention,
        `„${consentCategoryText[tag.category].label}“`,
      ]),
    );
  });

  it("in the Datenschutz with the retention in its overview of storage periods, not in the tag manager's section", () => {
    const doc = buildDatenschutz(configWith("GTM-AB12CD3", twoTags));
    const overview = allText({
      ...doc,
      sections: doc.sections.filter((s) => /Speicherdauer im Überblick$/.test(s.heading)),
    });
    const tagSection = allText({ ...doc, sections: doc.sections.filter((s) => /Google Tag Manager/.test(s.heading)) });
    for (const tag of twoTags) {
      expect(overview).toContain(tag.retention);
      expect(tagSection).not.toContain(tag.retention);
      expect(tagSection).toContain(tag.name);
    }
  });

  it("names no tag without a container, and shows that the list is missing while a container has none", () => {
    for (const text of Object.values(texts(configWith("", twoTags)))) {
      for (const tag of twoTags) expect(text).not.toContain(tag.name);
    }
    for (const text of Object.values(texts(configWith("GTM-AB12CD3", []))))
      expect(text).toContain("«Dienste im Google Tag Manager noch nicht eingetragen");
  });
});
