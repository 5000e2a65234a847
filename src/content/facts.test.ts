// Rules for every text the site and the mails show: figures come from the facts module, retired terms stay retired,
// and the provider speaks as one person. The checks read the source files, so a failure names the file and line.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { facts, figures, fillFigures } from "#shared/facts.ts";

const root = join(__dirname, "..", "..");

function filesUnder(dir: string, endings: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, endings);
    return endings.test(entry) && !/\.test\.|_test\.|\.d\.ts$/.test(entry) ? [path] : [];
  });
}

/** Every file that holds text a visitor or a prospect reads. */
const textFiles = [
  ...filesUnder(join(root, "src", "content"), /\.(ts|md)$/),
  ...filesUnder(join(root, "src", "components"), /\.tsx?$/),
  ...filesUnder(join(root, "src", "routes"), /\.tsx?$/),
  join(root, "src", "root.tsx"),
  ...filesUnder(join(root, "supabase", "functions", "contact-autoreply", "mails"), /\.ts$/),
];

/** Sample figures of an example campaign, shown as such: not claims. */
const sampleFiles = new Set(["src/content/home/analytics.ts"]);

type Hit = { file: string; line: number; text: string };

function hits(pattern: RegExp, files = textFiles): Hit[] {
  const found: Hit[] = [];
  for (const path of files) {
    const file = relative(root, path);
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, index) => {
        // Comments state rules, not claims.
        if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return;
        const match = line.match(pattern);
        if (match) found.push({ file, line: index + 1, text: match[0] });
      });
  }
  return found;
}

const show = (list: Hit[]) => list.map((h) => `${h.file}:${h.line} «${h.text}»`);

describe("figures come from the facts module", () => {
  // Each pattern finds a figure written as digits next to what it counts. In the content it must be written as
  // `${figures.…}` or `${facts.…}` (or {{name}} in a blog post), so the number itself never stands in a page's source.
  const literalFigures: [string, RegExp][] = [
    ["posts", /\b\d+\s*(?:Social-Media-)?(?:Beiträge|Posts)\b/],
    ["videos", /\b\d+\s+(?:Kurz|Avatar-)?[vV]ideos?\b/],
    ["e-mail campaigns", /\b\d+\s+automatisierte/],
    ["newsletters", /\b\d+\s+Newslettern?\b/],
    ["campaigns", /\b\d+\s+[\wÄÖÜäöü-]*[kK]ampagnen?\b/],
    ["funnels", /\b\d+\s+Funnels?\b/],
    ["channels", /\b\d+\s+(?:Social-Media-)?Kanäle(?:n)?\b/],
    ["percent", /\b\d+(?:,\d+)?\s?%(?![\w\]"'`;)])/],
    ["euro amounts", /\b\d[\d.]*(?:,\d+)?\s?(?:€|Euro\b)/],
    ["days", /\b\d+\s+(?:Werk|Kalender)?[tT]ag(?:e|en)?\b/],
    ["weeks", /\bWoche\s+\d+\b|\b\d+\s+Wochen?\b/],
    ["months", /\b\d+\s+Monat(?:e|en)?\b|\bsechs Monate/],
    ["languages", /\b\d+\+?\s+Sprachen\b/],
    ["seconds", /\b\d+\s+Sekunden\b/],
  ];
  const claimFiles = textFiles.filter((path) => !sampleFiles.has(relative(root, path)));

  it.each(literalFigures)("no page writes %s as a literal figure", (_, pattern) => {
    expect(show(hits(pattern, claimFiles))).toEqual([]);
  });

  it("the blog's {{name}} markers name figures, and unknown names fail", () => {
    expect(fillFigures("{{adCredit}} für {{postsPerMonth}}", "test").replace(/\s/g, " ")).toBe(
      `${facts.adCredit.amount} € Werbeguthaben für ${facts.posts.perMonth} Beiträge pro Monat`,
    );
    expect(() => fillFigures("{{keinWert}}", "post.md")).toThrow(/post\.md: unknown figure \{\{keinWert\}\}/);
  });

  it("a blog marker may name the case its sentence needs, and an unknown case fails", () => {
    expect(fillFigures("mit {{postsPerMonth.dative}}", "test")).toBe(`mit ${facts.posts.perMonth} Beiträgen pro Monat`);
    expect(fillFigures("Ich baue {{funnelsPerMonth.accusative}}.", "test")).toBe("Ich baue einen Funnel pro Monat.");
    expect(() => fillFigures("{{postsPerMonth.genitive}}", "post.md")).toThrow(
      /unknown figure \{\{postsPerMonth\.genitive\}\}/,
    );
    expect(() => fillFigures("{{adCredit.dative}}", "post.md")).toThrow(/unknown figure/);
  });

  it("formats figures the German way", () => {
    expect(figures.agencyMonthly).toBe("500 bis 3.000\u00a0€");
    expect(figures.correctionPartialShare).toBe("50\u00a0%");
    expect(figures.channelNames).toBe("Instagram, Facebook und TikTok");
    expect(figures.noticePeriod).toBe("einem Monat zum Ende eines Kalendermonats");
    expect(figures.adCreditConditions).toMatch(
      /^Nur in den Paketen Start und Viral, einmalig für Ihre erste Kampagne auf Google, Meta oder TikTok/,
    );
  });
});

describe("glossary: retired terms stay retired", () => {
  const retired: [string, RegExp][] = [
    [
      "other names for the free test video (it is the „kostenlose Testvideo“)",
      /Gratis[ -]?Testvideo|Test-Werbevideo|kostenlose[snr]? Werbevideo/i,
    ],
    [
      "a promise of 'sofort' or 'gleich' for the automatic reply (it comes „in Kürze“)",
      /(?:sofort|gleich) eine (?:automatische )?Bestätigung|(?:sofort|gleich) eine automatische Antwort/,
    ],
    ["channels the social media offer does not serve (it serves Instagram, Facebook and TikTok)", /LinkedIn/],
    ["'von Menschen geprüft' where the provider checks herself", /von Menschen geprüft/],
    ["anglicisms with a German word in common use", /\bUpdates?\b|\bFeedback\b|\bKick-?[Oo]ff\b/],
    [
      "other names for the ad credit",
      /Startguthaben|Startbudget|Willkommensbudget|Willkommensgeschenk|Startvorteil|Online-Werbebudget|Werbegutschrift/,
    ],
    [
      "the ad credit called a budget",
      /adCreditAmount\}\s*Werbebudget|Werbebudget (?:von|über) \$\{figures\.adCreditAmount/,
    ],
    [
      "'Pläne' for the packages (the button 'Pläne ansehen' keeps its words)",
      /\bPlänen\b|\bPläne\b(?! ansehen)|Monatsplan|Videoplan/,
    ],
  ];
  it.each(retired)("no page uses %s", (_, pattern) => {
    expect(show(hits(pattern))).toEqual([]);
  });

  it("no page calls a service a „Service“ (it is a „Leistung“; the menu word „Services“ stays)", () => {
    expect(show(hits(/(?<=[\s>„(])Service(?![\p{L}\p{N}-])/u))).toEqual([]);
  });
});

describe("one voice: the provider is one person", () => {
  it("no page or mail speaks as 'wir'", () => {
    expect(show(hits(/\b(?:[Ww]ir|[Uu]nser(?:e|en|em|er|es)?)\b/))).toEqual([]);
  });

  it("no content or mail text says 'uns'", () => {
    const contentAndMails = textFiles.filter((path) =>
      /^(src\/content|supabase\/functions)\//.test(relative(root, path)),
    );
    expect(show(hits(/\b[Uu]ns\b/, contentAndMails))).toEqual([]);
  });
});
