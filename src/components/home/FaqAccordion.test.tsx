import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { faq } from "~/content/home/faq";
import FaqSection, { FaqAccordion } from "./FaqAccordion";
import { faqJsonLd, jsonForScript } from "~/lib/structured-data";

describe("FaqAccordion", () => {
  const setup = () => {
    const { container } = render(
      <MemoryRouter>
        <FaqAccordion items={faq} />
      </MemoryRouter>,
    );
    return { user: userEvent.setup(), items: [...container.querySelectorAll("details")] };
  };

  it("is one group of native disclosures, the first answer open, every answer in the HTML", () => {
    const { items } = setup();
    expect(items).toHaveLength(9);
    const names = new Set(items.map((item) => item.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual(faq.map((_, index) => index === 0));
    items.forEach((item, index) => {
      expect(item.querySelector("summary h3")).toHaveTextContent(faq[index]!.question.replace(/\s+/g, " "));
      expect(item).toHaveTextContent(faq[index]!.answer.split("\n")[0]!.replace(/\s+/g, " "));
    });
  });

  it("shows an item's call to action as a link", async () => {
    const { user, items } = setup();
    const index = faq.findIndex((item) => item.cta?.to === "/kontakt?grund=gratis-video");
    await user.click(items[index]!.querySelector("summary")!);
    expect(screen.getByRole("link", { name: faq[index]!.cta!.label })).toHaveAttribute(
      "href",
      "/kontakt?grund=gratis-video&seite=%2F&cta=haeufige-fragen",
    );
  });
});

describe("FAQPage JSON-LD", () => {
  it("lists every question with its answer", () => {
    const data = faqJsonLd(faq) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data["@type" as keyof typeof data]).toBe("FAQPage");
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(faq.map((item) => item.question));
    expect(data.mainEntity[0]!.acceptedAnswer.text).not.toContain("\n");
  });

  it("is rendered with the section from the same data, script-safe", () => {
    const { container } = render(
      <MemoryRouter>
        <FaqSection faq={faq} />
      </MemoryRouter>,
    );
    const script = container.querySelector("script[type='application/ld+json']")!;
    expect(JSON.parse(script.textContent!)).toEqual(faqJsonLd(faq));
    expect(jsonForScript({ a: "</script>" })).not.toContain("</");
  });
});
