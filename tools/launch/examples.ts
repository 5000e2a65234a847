/**
 * The example values the site ships with that look like real ones: business name, website (the domain), e-mail
 * address, the owner's form of address and the founding year. Each is checked here, in one place, against the owner
 * configuration: while a value still equals its example, `npm run check:launch` names it. A value the owner keeps
 * on purpose is listed in `confirmedExamples` of the owner configuration.
 */
import type { OwnerConfig } from "../../src/content/owner-site.ts";
import type { LaunchProblem } from "./placeholders.ts";

type ExampleCheck = {
  example: string | number;
  current: (config: OwnerConfig) => string | number;
  /** Whether a value still is (or still uses) the example; exact equality unless given. */
  matches?: (value: string | number) => boolean;
  hint: string;
};

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
    matches: (value) => onExampleDomain(URL.canParse(String(value)) ? new URL(String(value)).hostname.toLowerCase() : String(value).toLowerCase()),
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
    const what = value === check.example ? "is the example value" : `is on the example domain ${EXAMPLE_DOMAIN}`;
    problems.push({ key, problem: `${JSON.stringify(value)} ${what}; set ${check.hint}, or, if it is yours, list "${key}" in confirmedExamples` });
  }
  for (const key of confirmed) {
    if (!isExampleKey(key)) problems.push({ key: "confirmedExamples", problem: `"${key}" is not one of ${Object.keys(shippedExamples).join(", ")}` });
  }
  return problems;
}
