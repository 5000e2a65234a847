import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serviceTabs } from "~/content/home/service-tabs";
import { ServiceTabs } from "./ServiceTabs";
import { tabIndexForKey } from "./tabs";

describe("tabIndexForKey", () => {
  it("moves with the arrow keys, wraps, and jumps with Home and End", () => {
    expect(tabIndexForKey("ArrowRight", 0, 6)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 5, 6)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 6)).toBe(5);
    expect(tabIndexForKey("Home", 4, 6)).toBe(0);
    expect(tabIndexForKey("End", 1, 6)).toBe(5);
    expect(tabIndexForKey("Enter", 1, 6)).toBeNull();
  });
});

describe("ServiceTabs", () => {
  const setup = () => {
    render(
      <MemoryRouter>
        <ServiceTabs tabs={serviceTabs} />
      </MemoryRouter>,
    );
    return userEvent.setup();
  };
  const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")!;

  it("shows the first tab's panel and links it to its service page", () => {
    setup();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(serviceTabs.map((tab) => tab.title));
    expect(selectedTab()).toHaveTextContent("Social Media");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName("Social Media");
    expect(panel).toHaveTextContent(serviceTabs[0]!.benefit.replace(/\s+/g, " "));
    expect(screen.getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute(
      "href",
      "/services/social-media-marketing",
    );
  });

  it("follows arrow keys, Home and End with roving focus", async () => {
    const user = setup();
    await user.tab();
    expect(selectedTab()).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()).toHaveTextContent("E-Mail-Marketing");
    expect(selectedTab()).toHaveFocus();
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await user.keyboard("{End}");
    expect(selectedTab()).toHaveTextContent("Website");
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()).toHaveTextContent("Social Media");
    await user.keyboard("{ArrowLeft}");
    expect(selectedTab()).toHaveTextContent("Website");
    await user.keyboard("{Home}");
    expect(selectedTab()).toHaveTextContent("Social Media");
  });

  it("links the e-commerce tab to /services/e-commerce", async () => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: "E-Commerce" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ihr Shop, eingerichtet, gepflegt und beworben");
    expect(screen.getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute("href", "/services/e-commerce");
  });
});
