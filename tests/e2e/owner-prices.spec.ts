// Checks over the built site (no browser): every price of the business, found by the amounts in the pricing data,
// stands with its period, what it buys and the notice for businesses and VAT, on its page, in the page's
// description and in the structured data; and the structured data states the owner's availability.
import { readFileSync } from "node:fs";
import { basename, relative } from "node:path";
import { owner } from "../../src/content/owner-site";
import { availabilityWords } from "../../src/content/pricing/availability";
import { singleServices } from "../../src/content/pricing/single-services";
import {
  businessOnlyShort,
  periodLabels,
  priceNotice,
  printedAmount,
  vatWording,
} from "../../src/content/pricing/terms";
import { htmlFiles } from "../../tools/build/html-files";
import { expect, test } from "./fixtures";

const clientDir = "build/client";
const vat = vatWording[owner.identity.vatStatus];

/** No-break spaces as spaces, runs of white space as one. */
const normal = (text: string) => text.replace(/[\s\u00a0]+/g, " ").trim();

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** What a visitor reads: the body without scripts, styles and templates. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return normal(decode(body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ")));
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? normal(decode(match[1]!)) : null;
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/** Every object in a JSON value, nested ones included. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === "object")
    return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
  return [];
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

const offers = singleServices.map((offer) => ({
  ...offer,
  amount: normal(printedAmount(offer)),
  periodLabel: periodLabels[offer.period],
}));

/** The amounts a text prints, each with what follows it. */
function pricesIn(text: string) {
  return offers.flatMap((offer) =>
    text
      .split(offer.amount)
      .slice(1)
      .map((after) => ({ offer, after: after.trimStart() })),
  );
}

const pages = htmlFiles(clientDir)
  .filter((file) => !["__spa-fallback.html", "404.html"].includes(basename(file)))
  .map((file) => {
    const rel = relative(clientDir, file).replace(/\\/g, "/");
    return {
      path: rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "")}`,
      html: readFileSync(file, "utf8"),
    };
  });

test("the pricing data has prices to look for, and the build has pages that print them", () => {
  expect(offers.length).toBeGreaterThan(0);
  expect(pages.filter((page) => pricesIn(visibleText(page.html)).length > 0).map((page) => page.path)).toContain(
    "/preise",
  );
});

test("every printed price stands with its period, what it buys and the notice for businesses and VAT on its page", () => {
  const problems: string[] = [];
  for (const page of pages) {
    const text = visibleText(page.html);
    const found = pricesIn(text);
    for (const { offer, after } of found) {
      if (!after.startsWith(offer.periodLabel))
        problems.push(`${page.path}: ${offer.amount} not followed by „${offer.periodLabel}“`);
      if (!text.includes(normal(offer.scope)))
        problems.push(`${page.path}: ${offer.amount} without what it buys („${offer.scope}“)`);
    }
    if (found.length > 0 && !text.includes(normal(priceNotice)))
      problems.push(`${page.path}: prices without „${priceNotice}“`);
  }
  expect(problems).toEqual([]);
});

test("every page description and link preview that names a price gives its period, VAT and that it is for businesses only", () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const [attribute, key] of [
      ["name", "description"],
      ["property", "og:description"],
    ] as const) {
      const content = metaContent(page.html, attribute, key);
      if (!content) continue;
      for (const { offer, after } of pricesIn(content)) {
        if (!after.startsWith(`${offer.periodLabel} ${normal(vat.short)}`))
          problems.push(`${page.path} ${key}: ${offer.amount} not followed by „${offer.periodLabel} ${vat.short}“`);
        if (!content.includes(businessOnlyShort))
          problems.push(`${page.path} ${key}: ${offer.amount} without „${businessOnlyShort}“`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("every offer in the structured data is for businesses, states VAT, its unit and the owner's availability, and no text there prints a bare price", () => {
  const problems: string[] = [];
  let offersSeen = 0;
  for (const page of pages) {
    const data = jsonLd(page.html);
    for (const offer of objectsIn(data).filter((object) => object["@type"] === "Offer")) {
      offersSeen += 1;
      const where = `${page.path} Offer ${String(offer.name)}`;
      const spec = (offer.priceSpecification ?? {}) as Record<string, unknown>;
      const unit = (spec.referenceQuantity ?? {}) as Record<string, unknown>;
      if (offer.eligibleCustomerType !== "http://purl.org/goodrelations/v1#Business")
        problems.push(`${where}: not limited to businesses`);
      if (offer.availability !== availabilityWords[owner.offers.availability].schemaOrg)
        problems.push(`${where}: availability ${String(offer.availability)}`);
      if (spec.price !== offer.price || spec.priceCurrency !== "EUR")
        problems.push(`${where}: no price specification in EUR`);
      if (
        owner.identity.vatStatus === "standard" ? spec.valueAddedTaxIncluded !== false : "valueAddedTaxIncluded" in spec
      )
        problems.push(`${where}: VAT flag ${String(spec.valueAddedTaxIncluded)}`);
      if (!String(spec.description).includes(vat.short) || !String(spec.description).includes(businessOnlyShort))
        problems.push(`${where}: description without VAT and business notice`);
      if (unit.value !== 1 || !unit.unitCode || !unit.unitText) problems.push(`${where}: no unit`);
    }
    for (const text of stringsIn(data).map(normal)) {
      for (const { offer, after } of pricesIn(text)) {
        if (
          !after.startsWith(offer.periodLabel) ||
          !text.includes(normal(vat.short)) ||
          !text.includes(businessOnlyShort)
        ) {
          problems.push(
            `${page.path} structured data: „${text.slice(0, 80)}…“ prints ${offer.amount} without period, VAT and business notice`,
          );
        }
      }
    }
  }
  expect(offersSeen).toBeGreaterThanOrEqual(singleServices.length);
  expect(problems).toEqual([]);
});
