import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { plans } from "~/content/pricing/plans";
import { singleServices } from "~/content/pricing/single-services";
import { PRICING } from "~/content/behaviour";
import { PlanCard } from "./PlanCard";
import { SingleServiceCard } from "./SingleServiceCard";
import { bulletState } from "./visibleBullets";

const plan = (id: string) => plans.find((p) => p.id === id)!;
const visibleItems = (list: HTMLElement) => within(list).getAllByRole("listitem", { hidden: true }).filter((li) => !li.hidden);

describe("bulletState", () => {
  it("collapses only lists longer than the limit", () => {
    expect(bulletState(20, false)).toEqual({ collapsible: true, visible: PRICING.collapsedBullets });
    expect(bulletState(20, true)).toEqual({ collapsible: true, visible: 20 });
    expect(bulletState(5, false)).toEqual({ collapsible: false, visible: 5 });
    expect(bulletState(3, false)).toEqual({ collapsible: false, visible: 3 });
  });
});

describe("PlanCard", () => {
  it("shows the first 5 bullets and toggles all of them with aria-expanded", async () => {
    render(<PlanCard plan={plan("start")} />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole("button", { name: "Alle anzeigen" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(visibleItems(list)).toHaveLength(5);
    // Every item is in the markup (crawlable), the rest hidden.
    expect(within(list).getAllByRole("listitem", { hidden: true })).toHaveLength(20);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Weniger anzeigen");
    expect(visibleItems(list)).toHaveLength(20);

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Alle anzeigen");
    expect(visibleItems(list)).toHaveLength(5);
  });

  it("keeps each plan's toggle independent", async () => {
    render(
      <>
        <PlanCard plan={plan("start")} />
        <PlanCard plan={plan("viral")} />
      </>,
      { wrapper: MemoryRouter },
    );
    const [startToggle, viralToggle] = screen.getAllByRole("button", { name: "Alle anzeigen" });
    await userEvent.click(viralToggle!);
    expect(viralToggle).toHaveAttribute("aria-expanded", "true");
    expect(startToggle).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the popular plan and disables the purchase button beside a working ask link", () => {
    render(
      <MemoryRouter initialEntries={["/preise"]}>
        <PlanCard plan={plan("viral")} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Beliebt")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ausverkauft" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /Trotzdem Preis anfragen/ })).toHaveAttribute("href", "/kontakt?grund=preise&seite=%2Fpreise&cta=paket");
  });
});

describe("SingleServiceCard", () => {
  it("shows the German price with its period, a disabled button and the service-specific ask link", () => {
    render(
      <MemoryRouter initialEntries={["/preise"]}>
        <SingleServiceCard service={singleServices[1]!} />
      </MemoryRouter>,
    );
    expect(screen.getByText("469,99 €")).toBeInTheDocument();
    expect(screen.getByText("einmalig")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ausverkauft" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /Trotzdem anfragen/ })).toHaveAttribute(
      "href",
      "/kontakt?grund=service-spezifisch&service=webdesigner&seite=%2Fpreise&cta=einzelleistung",
    );
  });
});
