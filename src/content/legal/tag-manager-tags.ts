// No `~` alias: the end-to-end tests load the legal texts outside the bundler.
import { consentCategoryText } from "../consent";
import type { OwnerConfig, TagManagerTag } from "../owner-site";
import { list, p, type LegalBlock } from "./types";

/**
 * The tags the tag manager fires, as the Cookie Policy (a table) and the Datenschutz (a list) name them: service,
 * provider, purpose, cookies, retention and consent category, all from the owner configuration. Without a container
 * nothing loads and neither text lists a tag.
 */

/** The configured tags; none while no container is set. */
export function configuredTags(config: OwnerConfig): TagManagerTag[] {
  return config.tagManager.containerId.trim() ? config.tagManager.tags : [];
}

/** Whether a container is set although no tag is named: the texts then show that the list is still missing. */
const tagsMissing = (config: OwnerConfig) =>
  config.tagManager.containerId.trim() !== "" && config.tagManager.tags.length === 0;

/** Shown in place of the tags while a container is set and none is named (`npm run check:launch` fails meanwhile). */
const missingTags =
  "«Dienste im Google Tag Manager noch nicht eingetragen: tagManager.tags in src/content/owner-site.ts»";

const categoryLabel = (tag: TagManagerTag) => `„${consentCategoryText[tag.category].label}“`;

/** The Cookie Policy's table of the tags, with a sentence before it; nothing without a container. */
export function tagTable(config: OwnerConfig): LegalBlock[] {
  if (tagsMissing(config)) return [p(missingTags)];
  const tags = configuredTags(config);
  if (tags.length === 0) return [];
  return [
    p(
      "Über den Google Tag Manager lade ich diese Dienste; jeder arbeitet nur in der Kategorie, die Sie erlaubt haben:",
    ),
    {
      kind: "table",
      caption: "Dienste im Google Tag Manager",
      head: ["Dienst", "Anbieter", "Zweck", "Cookies", "Speicherdauer", "Kategorie"],
      rows: tags.map((tag) => [tag.name, tag.provider, tag.purpose, tag.cookies, tag.retention, categoryLabel(tag)]),
    },
  ];
}

/** The Datenschutz's list of the tags (their retention stands in its overview of storage periods); nothing without a container. */
export function tagList(config: OwnerConfig): LegalBlock[] {
  if (tagsMissing(config)) return [p(missingTags)];
  const tags = configuredTags(config);
  if (tags.length === 0) return [];
  return [
    p("Über den Tag Manager binde ich diese Dienste ein:"),
    list(
      ...tags.map(
        (tag) =>
          `**${tag.name}** (${tag.provider}): ${tag.purpose}. Kategorie ${categoryLabel(tag)}; Cookies: ${tag.cookies}, Speicherdauer in Abschnitt 12.`,
      ),
    ),
  ];
}

/** The retention of the tags' cookies, as one item of the Datenschutz's overview of storage periods; none without tags. */
export function tagRetentionItems(config: OwnerConfig): string[] {
  const tags = configuredTags(config);
  if (tags.length === 0) return [];
  const each = tags.map((tag) => `${tag.name} (${tag.cookies}): ${tag.retention}`).join("; ");
  return [`**Cookies der Dienste im Google Tag Manager** (nur mit Ihrer Einwilligung): ${each} (Abschnitt 8).`];
}
