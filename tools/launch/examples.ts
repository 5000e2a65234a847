/**
 * The values the site ships with that the owner must confirm before launch, checked here in one place against the
 * owner configuration. Two kinds: examples that look like real values (business name, website, e-mail address, the
 * owner's form of address, the founding year), and defaults that state facts only the owner can vouch for (the VAT
 * status, the offers' availability, the „Beliebt“ badge, Viral's term, what each single price buys, the portrait,
 * who made the illustrations). While a value still equals what was shipped, `npm run check:launch` names it; a value
 * the owner keeps on purpose is listed in `confirmedExamples` of the owner configuration.
 */
import type { OwnerConfig } from "../../src/content/owner-site.ts";
import type { LaunchProblem } from "./placeholders.ts";

type ExampleCheck = {
  example: string | number;
  current: (config: OwnerConfig) => string | number;
  /** Whether a value still is (or still uses) the example; exact equality unless given. */
  matches?: (value: string | number) => boolean;
  /** "default" for a shipped statement of fact (the site says it as the owner's), else an example value. */
  kind?: "default";
  hint: string;
};

/** What each single service's price buys, as shipped (owner configuration `offers.singleServiceScopes`). */
const shippedScopes = {
  "brand-designer": "ein Branding-Kit aus Logo, Farbpalette, Schriften und Gestaltungsregeln",
  webdesigner: "eine Website mit bis zu 5 Seiten, ohne Hosting und laufende Pflege",
  "seo-experte": "die Optimierung von bis zu 5 Seiten Ihrer Website, ohne laufende Betreuung",
  chatbot:
    "einen KI-Chatbot auf Ihrer Website mit Antworten auf bis zu 20 häufige Fragen, ohne laufende Plattformkosten",
  videoeditor: "ein Video von bis zu einer Minute, geschnitten und untertitelt",
} as const satisfies OwnerConfig["offers"]["singleServiceScopes"];

type ScopeSlug = keyof typeof shippedScopes;

const scopeChecks = Object.fromEntries(
  (Object.keys(shippedScopes) as ScopeSlug[]).map((slug) => [
    `offers.singleServiceScopes.${slug}`,
    {
      example: shippedScopes[slug],
      current: (config: OwnerConfig) => config.offers.singleServiceScopes[slug],
      kind: "default",
      hint: `what the price of the single service "${slug}" buys, printed beside the price on /preise, its service page and in the structured data`,
    } satisfies ExampleCheck,
  ]),
) as Record<`offers.singleServiceScopes.${ScopeSlug}`, ExampleCheck>;

/** The example domain: an address or e-mail on it is still an example, whatever comes before it. */
const EXAMPLE_DOMAIN = "ki-marketing-studio.de";

const onExampleDomain = (host: string) => host === EXAMPLE_DOMAIN || host.endsWith(`.${EXAMPLE_DOMAIN}`);

/** The shipped examples, by their key in the owner configuration. */
export const shippedExamples = {
  "identity.businessName": {
    example: "KI Marketing Studio",
    current: (config) => config.identity.businessName,
    hint: "your business name as registered; then regenerate the preview image (tools/assets/og-image.ts)",
  },
  website: {
    example: "https://www.ki-marketing-studio.de",
    current: (config) => config.website,
    matches: (value) =>
      onExampleDomain(
        URL.canParse(String(value)) ? new URL(String(value)).hostname.toLowerCase() : String(value).toLowerCase(),
      ),
    hint: "the address of your own domain (canonical links, sitemap, Open Graph)",
  },
  "identity.email": {
    example: "kontakt@ki-marketing-studio.de",
    current: (config) => config.identity.email,
    matches: (value) => onExampleDomain(String(value).split("@").pop()!.trim().toLowerCase()),
    hint: "an address of your own domain that you read (Impressum, footer, mails)",
  },
  "identity.ownerTitle": {
    example: "Inhaberin",
    current: (config) => config.identity.ownerTitle,
    hint: '"Inhaberin" or "Inhaber" (Impressum, Datenschutz, AGB, portrait)',
  },
  "identity.foundingYear": {
    example: 2025,
    current: (config) => config.identity.foundingYear,
    hint: "the year your business was founded (footer, structured data)",
  },
  "identity.vatStatus": {
    example: "standard",
    current: (config) => config.identity.vatStatus,
    kind: "default",
    hint: 'your VAT status: "standard", prices plus VAT („zzgl. USt.“), or "smallBusiness", § 19 UStG without VAT; price notices, Impressum and structured data follow it',
  },
  "offers.availability": {
    example: "soldOut",
    current: (config) => config.offers.availability,
    kind: "default",
    hint: 'whether your offers can be booked: "soldOut" („Ausverkauft“), "noFreeSlots" („Derzeit keine freien Plätze – fragen Sie trotzdem an“) or "bookable"; the buttons on /preise and on the service pages and the structured data follow it',
  },
  "offers.popularPackage": {
    example: "viral",
    current: (config) => config.offers.popularPackage,
    kind: "default",
    hint: 'the package marked „Beliebt“ on /preise, true only while most customers choose it; "" shows no badge',
  },
  "offers.viralTerm": {
    example: "Laufzeit nach Angebot",
    current: (config) => config.offers.viralTerm,
    kind: "default",
    hint: "Viral's contract term as /preise prints it; a fixed term must stand in the AGB (§ 10) too",
  },
  ...scopeChecks,
  "portrait.shows": {
    example: "standIn",
    current: (config) => config.portrait.shows,
    kind: "default",
    hint: 'what the portrait on the service pages shows: the shipped drawing is a stand-in captioned „Symbolbild“; put your photo in public/images/, set portrait.src and "ownerPhoto" (or "ownerDrawing")',
  },
  "illustrations.origin": {
    example: "self",
    current: (config) => config.illustrations.origin,
    kind: "default",
    hint: 'who made the illustrations, as the Impressum says („selbst erstellt“): "self", or "tool" or "designer" with illustrations.detail',
  },
} as const satisfies Record<string, ExampleCheck>;

type ExampleKey = keyof typeof shippedExamples;

const isExampleKey = (key: string): key is ExampleKey => Object.hasOwn(shippedExamples, key);

/** Each value that still equals its shipped example and is not confirmed, and each unknown confirmation. */
export function exampleProblems(config: OwnerConfig): LaunchProblem[] {
  const confirmed = config.confirmedExamples;
  const problems: LaunchProblem[] = [];
  for (const [key, check] of Object.entries(shippedExamples) as [ExampleKey, ExampleCheck][]) {
    const value = check.current(config);
    const isExample = check.matches ? check.matches(value) : value === check.example;
    if (!isExample || confirmed.includes(key)) continue;
    if (check.kind === "default") {
      problems.push({
        key,
        problem: `${JSON.stringify(value)} is the shipped default, a statement only you can confirm (${check.hint}); change it, or, if it is true, list "${key}" in confirmedExamples`,
      });
      continue;
    }
    const what = value === check.example ? "is the example value" : `is on the example domain ${EXAMPLE_DOMAIN}`;
    problems.push({
      key,
      problem: `${JSON.stringify(value)} ${what}; set ${check.hint}, or, if it is yours, list "${key}" in confirmedExamples`,
    });
  }
  for (const key of confirmed) {
    if (!isExampleKey(key))
      problems.push({
        key: "confirmedExamples",
        problem: `"${key}" is not one of ${Object.keys(shippedExamples).join(", ")}`,
      });
  }
  return problems;
}
