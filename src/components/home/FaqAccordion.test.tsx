import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { faq } from "~/content/home/faq";
import FaqSection, { FaqAccordion } from "./FaqAccordion";
import { faqJsonLd, jsonForScript } from "./faq-jsonld";

const expanded = () => screen.getAllByRole("button", { expanded: true });

describe("FaqAccordion", () => {
  const setup = () => {
    render(
      <MemoryRouter>
        <FaqAccordion items={faq} />
      </MemoryRouter>,
    );
    return userEvent.setup();
  };

  it("has one open answer at a time; its button closes it again", async () => {
    const user = setup();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(9);
    expect(expanded()).toEqual([buttons[0]!]);
    await user.click(buttons[3]!);
    expect(expanded()).toEqual([buttons[3]!]);
    expect(screen.getByRole("region")).toHaveAccessibleName(faq[3]!.question);
    await user.click(buttons[3]!);
    expect(screen.queryAllByRole("button", { expanded: true })).toEqual([]);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("works from the keyboard", async () => {
    const user = setup();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.queryAllByRole("button", { expanded: true })).toEqual([]);
    await user.tab();
    await user.keyboard(" ");
    expect(expanded()[0]!).toHaveTextContent(faq[1]!.question);
  });

  it("shows an item's call to action as a link", async () => {
    const user = setup();
    const index = faq.findIndex((item) => item.cta?.to === "/kontakt?grund=gratis-video");
    await user.click(screen.getAllByRole("button")[index]!);
    expect(screen.getByRole("link", { name: faq[index]!.cta!.label })).toHaveAttribute("href", "/kontakt?grund=gratis-video");
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
        <FaqSection />
      </MemoryRouter>,
    );
    const script = container.querySelector("script[type='application/ld+json']")!;
    expect(JSON.parse(script.textContent!)).toEqual(faqJsonLd(faq));
    expect(jsonForScript({ a: "</script>" })).not.toContain("</");
  });
});
