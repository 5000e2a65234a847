import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServiceContent } from "~/content/services/schema";
import eCommerceRecord from "~/content/services/pages/e-commerce";
import performanceMarketingRecord from "~/content/services/pages/performance-marketing";
import seoExperteRecord from "~/content/services/pages/seo-experte";
import { serviceCta } from "~/content/services/cta-labels";
import { priceNotice } from "~/content/pricing/terms";
import type { ServiceSectionName } from "./sections";
import { sectionsNamingPrices } from "./price-sections";

const eCommerce = eCommerceRecord.content;
const performanceMarketing = performanceMarketingRecord.content;
import { serviceIconKeys } from "~/content/services/schema";
import { serviceIcons } from "./icons";
import { ServicePage } from "./ServicePage";

function renderPage(
  content: ServiceContent,
  label = "Preise ansehen",
  to = "/preise",
  pricedSections: ServiceSectionName[] = [],
) {
  const { container } = render(
    <MemoryRouter initialEntries={["/services/google-ads"]}>
      <ServicePage content={content} cta={{ label, to }} pricedSections={pricedSections} />
    </MemoryRouter>,
  );
  const order = [...container.querySelectorAll("[data-section]")].map((section) =>
    section.getAttribute("data-section"),
  );
  return { container, order };
}

describe("ServicePage", () => {
  it("renders the full variant's sections in the template order", () => {
    const { order } = renderPage(performanceMarketing);
    expect(order).toEqual([
      "hero",
      "faq",
      "features",
      "frequent-questions",
      "ai-advantages",
      "customer-gift",
      "benefits",
      "process",
      "personal",
      "cta",
    ]);
  });

  it("leaves out optional sections the page does not have", () => {
    const { order } = renderPage({ ...performanceMarketing, customerGift: undefined, frequentQuestions: undefined });
    expect(order).toEqual(["hero", "faq", "features", "ai-advantages", "benefits", "process", "personal", "cta"]);
  });

  it("renders the simple variant with hero, features, benefits, process and the call to action only", () => {
    const { order } = renderPage(eCommerce);
    expect(order).toEqual(["hero", "features", "benefits", "process", "cta"]);
    expect(screen.getByText(eCommerce.hero.subtitle)).toBeInTheDocument();
  });

  it("has one h1 (the hero title), the hero image eager with high priority and the portrait lazy", () => {
    const { container } = renderPage(performanceMarketing);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      performanceMarketing.hero.title,
    ]);
    const hero = screen.getByAltText(performanceMarketing.hero.image.alt);
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveAttribute("width", "640");
    expect(hero).toHaveAttribute("height", "480");
    const portrait = container.querySelector('[data-section="personal"] img');
    expect(portrait).toHaveAttribute("loading", "lazy");
    expect(portrait).toHaveAttribute("width");
  });

  it("puts the process in an ordered list of four steps", () => {
    const { container } = renderPage(performanceMarketing);
    const list = container.querySelector('[data-section="process"] ol');
    expect(list?.querySelectorAll(":scope > li")).toHaveLength(4);
  });

  it("links the call-to-action button with its label to its target, naming this page and the slot at the end", () => {
    const { label, to } = serviceCta("google-ads", "bookable");
    const { container } = renderPage(performanceMarketing, label, to);
    const cta = within(container.querySelector('[data-section="cta"]') as HTMLElement);
    expect(to).toBe("/kontakt?grund=service-spezifisch&service=Google+Ads");
    expect(cta.getByRole("link", { name: label })).toHaveAttribute(
      "href",
      `${to}&seite=%2Fservices%2Fgoogle-ads&cta=seitenende`,
    );
  });

  it("leaves a call-to-action button to the pricing page without a source", () => {
    const { container } = renderPage(performanceMarketing);
    const cta = within(container.querySelector('[data-section="cta"]') as HTMLElement);
    expect(cta.getByRole("link", { name: "Preise ansehen" })).toHaveAttribute("href", "/preise");
  });

  it("beside a button to the pricing page, links the request about the page's service, naming this page and the slot", () => {
    const { container } = renderPage(performanceMarketing);
    const cta = within(container.querySelector('[data-section="cta"]') as HTMLElement);
    const ask = performanceMarketing.cta.ask!;
    expect(cta.getByRole("link", { name: `Anfrage zu „${ask.name}“ senden` })).toHaveAttribute(
      "href",
      `${ask.to}&seite=%2Fservices%2Fgoogle-ads&cta=seitenende`,
    );
    expect(cta.getAllByRole("link")).toHaveLength(2);
  });

  it("shows no second link where the page's record asks for none", () => {
    const { container } = renderPage({ ...performanceMarketing, cta: { ...performanceMarketing.cta, ask: undefined } });
    expect(within(container.querySelector('[data-section="cta"]') as HTMLElement).getAllByRole("link")).toHaveLength(1);
  });
});

describe("price notice", () => {
  it("finds the sections that name a price of the business, and none on a page without one", () => {
    expect(sectionsNamingPrices(seoExperteRecord.content)).toEqual(["faq"]);
    expect(sectionsNamingPrices(performanceMarketing)).toEqual([]);
    expect(sectionsNamingPrices(performanceMarketing, [performanceMarketing.customerGift!.description])).toEqual([
      "customer-gift",
    ]);
  });

  it("ends each priced section with the notice, and no other section", () => {
    const priced: ServiceSectionName[] = ["hero", "faq", "customer-gift", "personal", "cta"];
    const { container } = renderPage(performanceMarketing, "Preise ansehen", "/preise", priced);
    const notices = [...container.querySelectorAll("[data-price-notice]")];
    expect(notices.map((notice) => notice.closest("[data-section]")?.getAttribute("data-section"))).toEqual(priced);
    for (const notice of notices) expect(notice).toHaveTextContent(priceNotice);
  });

  it("shows no notice on a page without prices", () => {
    const { container } = renderPage(performanceMarketing);
    expect(container.querySelector("[data-price-notice]")).toBeNull();
  });
});

describe("FAQ accordion", () => {
  it("is one group of closed native disclosures with every answer in the HTML", () => {
    const { container } = renderPage(performanceMarketing);
    const items = [...container.querySelectorAll<HTMLDetailsElement>('[data-section="faq"] details')];
    expect(items).toHaveLength(performanceMarketing.faq?.length ?? -1);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(items[0]).toHaveTextContent(performanceMarketing.faq?.[0]?.answer.split("\n")[0] ?? "missing");
  });
});

describe("icon map", () => {
  it("has an icon for every key the schema allows", () => {
    for (const key of serviceIconKeys) expect(serviceIcons[key]?.d, key).toBeTruthy();
  });
});
