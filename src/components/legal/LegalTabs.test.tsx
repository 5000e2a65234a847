import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { legalDocuments } from "~/content/legal/documents";
import { LegalTabs } from "./LegalTabs";
import { legalPanels } from "./legal-html.server";

const panels = legalPanels(legalDocuments);

function renderAt(entry: string) {
  window.history.replaceState(null, "", entry);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <LegalTabs panels={panels} />
    </MemoryRouter>,
  );
}
const tab = (name: string | RegExp) => screen.getByRole("tab", { name });
const visiblePanel = () => screen.getByRole("tabpanel");

// jsdom lays nothing out and has no scrollIntoView; the calls are recorded
const scrolledTo = vi.fn();
beforeEach(() => {
  scrolledTo.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo(this.id);
  };
});
afterEach(() => window.history.replaceState(null, "", "/"));

describe("LegalTabs", () => {
  it("starts on the Cookie Policy with every panel in the markup and only one visible", () => {
    renderAt("/legal");
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(tab("Cookie Policy")).toHaveAttribute("aria-selected", "true");
    expect(visiblePanel()).toHaveAccessibleName("Cookie Policy");
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(4);
    // Hidden panels are still rendered (crawlable), e.g. the Impressum heading.
    expect(screen.getByRole("heading", { name: "Impressum", hidden: true })).toBeInTheDocument();
  });

  it("opens the tab named by the hash, rendered as tabs at once after a link, and scrolls to its text", () => {
    renderAt("/legal#impressum");
    expect(tab("Impressum")).toHaveAttribute("aria-selected", "true");
    expect(visiblePanel()).toHaveAccessibleName("Impressum");
    expect(scrolledTo.mock.calls).toEqual([["impressum"]]);
  });

  it("scrolls nowhere on arrival without a hash", () => {
    renderAt("/legal");
    expect(scrolledTo).not.toHaveBeenCalled();
  });

  it("switches on click and writes the hash without a navigation", async () => {
    renderAt("/legal");
    await userEvent.click(tab("Allgemeine Geschäftsbedingungen (AGB)"));
    expect(tab(/AGB/)).toHaveAttribute("aria-selected", "true");
    expect(tab("Cookie Policy")).toHaveAttribute("aria-selected", "false");
    expect(tab("Cookie Policy")).toHaveAttribute("tabindex", "-1");
    expect(visiblePanel()).toHaveAccessibleName("Allgemeine Geschäftsbedingungen (AGB)");
    expect(window.location.hash).toBe("#agb");
  });

  it("follows arrow keys, Home and End with focus", async () => {
    renderAt("/legal");
    tab("Cookie Policy").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Datenschutz")).toHaveFocus();
    expect(tab("Datenschutz")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Impressum")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Cookie Policy")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Impressum")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Cookie Policy")).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#cookie-policy");
  });

  it("the Cookie Policy's link opens the Datenschutz tab", async () => {
    renderAt("/legal");
    const link = screen.getAllByRole("link", { name: "Datenschutzerklärung" })[0]!;
    expect(link).toHaveAttribute("href", "#datenschutz");
    await userEvent.click(link);
    expect(tab("Datenschutz")).toHaveAttribute("aria-selected", "true");
    expect(tab("Datenschutz")).toHaveFocus();
    expect(window.location.hash).toBe("#datenschutz");
  });
});
