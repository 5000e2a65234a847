// The copy rules over the built site (no browser): every page as a reader meets it (title, descriptions, visible
// text, structured data) states each counted figure in the case its sentence needs, names each offer as /preise
// does, and promises no legal or tax result; every contact link that names a service prefills the form with one
// name per offer. The unit test src/content/copy-rules.test.ts checks the same rules over the sources and the mails.
import { readFileSync } from "node:fs";
import { basename, relative } from "node:path";
import { serviceBySlug, serviceGroups, type ServiceSlug } from "../../src/content/catalogue";
import { singleServices } from "../../src/content/pricing/single-services";
import { prefillFromQuery } from "../../src/lib/contact";
import { htmlFiles } from "../../tools/build/html-files";
import { figureGrammarProblems } from "../copy-rules/figure-grammar";
import { legalPromiseProblems } from "../copy-rules/legal-promises";
import { namedInMessage, offerNameProblems } from "../copy-rules/offer-names";
import { pageTextBlocks } from "../copy-rules/page-text";
import { expect, test } from "./fixtures";

const clientDir = "build/client";
const pages = htmlFiles(clientDir)
  .filter((file) => basename(file) !== "__spa-fallback.html")
  .map((file) => ({ page: relative(clientDir, file), html: readFileSync(file, "utf8") }));

function problemsOnPages(rule: (text: string) => string[]): string[] {
  return pages.flatMap(({ page, html }) =>
    pageTextBlocks(html).flatMap((block) => rule(block).map((problem) => `${page}: ${problem}`)),
  );
}

test("every page states each counted figure in the case its sentence needs", () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(problemsOnPages(figureGrammarProblems)).toEqual([]);
});

test("every page names each offer as the pricing page does", () => {
  expect(problemsOnPages(offerNameProblems)).toEqual([]);
});

test("no page promises a legal or tax result", () => {
  expect(problemsOnPages(legalPromiseProblems)).toEqual([]);
});

test("every contact link that names a service prefills one name per offer: the offer's name where /preise sells it", () => {
  const serviceOfName = new Map<string, ServiceSlug>([
    ...singleServices.map((offer) => [offer.name, offer.service] as const),
    ...serviceGroups.flatMap((group) => group.services).map((service) => [service.name, service.slug] as const),
  ]);
  const offerOf = (slug: ServiceSlug) => singleServices.find((offer) => offer.service === slug);
  const namesOfService = new Map<ServiceSlug, Set<string>>();
  const problems: string[] = [];
  let links = 0;
  for (const { page, html } of pages) {
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      const url = new URL(match[1]!.replace(/&amp;/g, "&"), "https://site.example");
      if (url.pathname !== "/kontakt" || !url.searchParams.has("service")) continue;
      links++;
      const message = prefillFromQuery(url.searchParams).nachricht ?? "";
      const name = namedInMessage(message);
      const service = name === undefined ? undefined : serviceOfName.get(name);
      if (name === undefined || service === undefined) {
        problems.push(`${page}: ${url.search} prefills «${message}», which names no offer and no service`);
        continue;
      }
      const offer = offerOf(service);
      if (offer && name !== offer.name)
        problems.push(`${page}: ${url.search} names «${name}»; /preise sells it as «${offer.name}»`);
      problems.push(...offerNameProblems(message).map((problem) => `${page}: ${url.search}: ${problem}`));
      namesOfService.set(service, (namesOfService.get(service) ?? new Set()).add(name));
    }
  }
  for (const [service, names] of namesOfService) {
    if (names.size > 1)
      problems.push(
        `${serviceBySlug(service)!.name}: the contact links name it ${[...names].map((name) => `«${name}»`).join(" and ")}`,
      );
  }
  expect(links).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});
