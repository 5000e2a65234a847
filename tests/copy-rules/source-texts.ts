/**
 * The texts the site and the mails are made of, read from their sources for the unit tests of the copy rules (the
 * built-site tests read the same texts from the prerendered pages): every string a content module exports, every
 * blog post with its figures filled in, the automatic reply for every known reason and the fixed text of each mail
 * template. Only Vitest runs this module (it uses `import.meta.glob`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { fillFigures } from "#shared/facts.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export type SourceText = { where: string; text: string };

/** Every string inside a module's exports (objects and arrays walked, functions skipped). */
function stringsOf(value: unknown, seen = new WeakSet<object>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((entry) => stringsOf(entry, seen));
}

export function contentTexts(): SourceText[] {
  const modules = import.meta.glob<Record<string, unknown>>(
    ["../../src/content/**/*.ts", "!../../src/content/**/*.test.ts", "!../../src/content/**/*.server.ts"],
    {
      eager: true,
    },
  );
  return Object.entries(modules).flatMap(([path, module]) =>
    stringsOf(module).map((text) => ({ where: path.replace(/^\.\.\/\.\.\//, ""), text })),
  );
}

export function blogTexts(): SourceText[] {
  const dir = join(root, "src", "content", "blog", "posts");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({
      where: `src/content/blog/posts/${file}`,
      text: fillFigures(readFileSync(join(dir, file), "utf8"), file),
    }));
}

/** A template's source without comments and HTML tags (their widths and styles are no claims). */
const fixedText = (source: string) => source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, "").replace(/<[^<>]*>/g, " ");

type RenderReply = (
  submission: Record<string, unknown>,
  options: { business: unknown },
) => { subject: string; text: string };

/**
 * The automatic reply for every known reason, and the fixed texts of all mail templates as written. The mail modules
 * are the Edge Function's Deno code, type-checked by Deno; they are loaded here at run time only.
 */
export async function mailTexts(): Promise<SourceText[]> {
  const functions = "../../supabase/functions";
  const { renderProspectReply } = (await import(
    /* @vite-ignore */ `${functions}/contact-autoreply/mails/prospect-reply.ts`
  )) as { renderProspectReply: RenderReply };
  const { BUSINESS } = await import("#shared/business.ts");
  const reasons = ["gratis-video", "fragen", "preise", "plan-personalisiert", "service-spezifisch"];
  const replies = reasons.map((grund) => {
    const submission = {
      id: "00000000-0000-4000-8000-000000000000",
      created_at: "2026-11-27T09:00:00.000Z",
      anrede: "frau",
      name: "Anna Schmidt",
      email: "anna@example.de",
      grund,
      nachricht: "Eine Nachricht ohne Zahlen.",
      datenschutz: true,
    };
    const mail = renderProspectReply(submission, { business: BUSINESS });
    return { where: "mails/prospect-reply.ts", text: `${mail.subject}\n${mail.text}` };
  });
  const dir = join(root, "supabase", "functions", "contact-autoreply", "mails");
  const sources = readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith("_test.ts"))
    .map((file) => ({
      where: relative(root, join(dir, file)),
      text: fixedText(readFileSync(join(dir, file), "utf8")),
    }));
  return [...replies, ...sources];
}
