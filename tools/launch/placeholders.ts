/**
 * The owner values still left as shipped: a «placeholder», the example WhatsApp number, a placeholder video, a tag
 * manager id that is not one. Both owner files are walked (the config the site reads joins them).
 */
import { EXAMPLE_WHATSAPP_NUMBER } from "#shared/owner.ts";
import { PLACEHOLDER_VIDEO_ID, type OwnerConfig } from "../../src/content/owner-site.ts";

/** One value the owner still has to give: its key in the owner configuration and what is wrong with it. */
export type LaunchProblem = { key: string; problem: string };

const PLACEHOLDER = /«[^»]+»/g;

/** Every value that still needs the owner (`identity.name`: `«Vorname Nachname»`); empty when ready. */
export function placeholderProblems(config: OwnerConfig): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const found = value.match(PLACEHOLDER);
      if (found) problems.push({ key: path.join("."), problem: found.join(" ") });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(config, []);
  if (config.whatsapp.number === EXAMPLE_WHATSAPP_NUMBER) {
    problems.push({ key: "whatsapp.number", problem: `${EXAMPLE_WHATSAPP_NUMBER} is the example number` });
  }
  config.videoIds.forEach((id, index) => {
    if (PLACEHOLDER_VIDEO_ID.test(id))
      problems.push({ key: `videoIds.${index}`, problem: `${id} is a placeholder video` });
  });
  if (config.tagManager.containerId && !/^GTM-[A-Z0-9]{4,12}$/.test(config.tagManager.containerId)) {
    problems.push({
      key: "tagManager.containerId",
      problem: `${config.tagManager.containerId} is not a container id (GTM-…)`,
    });
  }
  return problems;
}
