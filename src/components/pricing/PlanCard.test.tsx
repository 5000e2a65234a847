import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { packagesFor, plans } from "~/content/pricing/plans";
import { offerSettingsOf } from "~/content/pricing/settings";
import { singleServices } from "~/content/pricing/single-services";
import { owner, type OwnerConfig } from "~/content/owner-site";
import { PRICING } from "~/content/behaviour";
import { PlanCard } from "./PlanCard";
import { SingleServiceCard } from "./SingleServiceCard";
import { bulletState } from "./visibleBullets";

const plan = (id: string) => plans.find((p) => p.id === id)!;
const soldOut = "soldOut" as const;
const visibleItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem", { hidden: true })
    .filter((li) => !li.hidden);

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
    render(<PlanCard plan={plan("start")} availability={soldOut} />, { wrapper: MemoryRouter });
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
        <PlanCard plan={plan("start")} availability={soldOut} />
        <PlanCard plan={plan("viral")} availability={soldOut} />
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
        <PlanCard plan={plan("viral")} availability={soldOut} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Beliebt")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ausverkauft" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /Trotzdem Preis anfragen/ })).toHaveAttribute(
      "href",
      "/kontakt?grund=preise&seite=%2Fpreise&cta=paket",
    );
  });
});

describe("SingleServiceCard", () => {
  it("shows the German price with its period, a disabled button and the service-specific ask link", () => {
    render(
      <MemoryRouter initialEntries={["/preise"]}>
        <SingleServiceCard service={singleServices[1]!} availability={soldOut} vatStatus="standard" />
      </MemoryRouter>,
    );
    expect(screen.getByText("469,99 €")).toBeInTheDocument();
    expect(screen.getByText("einmalig")).toBeInTheDocument();
    expect(screen.getByText(`Preis für ${singleServices[1]!.scope}`)).toBeInTheDocument();
    expect(document.body).toHaveTextContent("einmalig, zzgl. USt.");
    expect(screen.getByRole("button", { name: "Ausverkauft" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /Trotzdem anfragen/ })).toHaveAttribute(
      "href",
      "/kontakt?grund=service-spezifisch&service=webdesigner&seite=%2Fpreise&cta=einzelleistung",
    );
  });
});

/** The packages with the owner's „Beliebt“ setting and Viral's term changed. */
function packagesWith(change: (config: OwnerConfig) => void) {
  const config = structuredClone(owner) as OwnerConfig;
  change(config);
  return packagesFor(offerSettingsOf(config));
}

describe("the owner's offer settings on the cards", () => {
  it("marks the package the owner names „Beliebt“, and none when she names none", () => {
    for (const popular of ["start", "viral", "ecommerce"] as const) {
      const packages = packagesWith((c) => (c.offers.popularPackage = popular));
      const { unmount } = render(
        <>
          {packages.map((p) => (
            <PlanCard key={p.id} plan={p} availability={soldOut} />
          ))}
        </>,
        { wrapper: MemoryRouter },
      );
      const badge = screen.getByText("Beliebt");
      expect(badge.closest("article")).toHaveAccessibleName(packages.find((p) => p.id === popular)!.name);
      unmount();
    }
    const none = packagesWith((c) => (c.offers.popularPackage = ""));
    render(
      <>
        {none.map((p) => (
          <PlanCard key={p.id} plan={p} availability={soldOut} />
        ))}
      </>,
      { wrapper: MemoryRouter },
    );
    expect(screen.queryByText("Beliebt")).toBeNull();
  });

  it("prints Viral's term as the owner states it", () => {
    const viral = packagesWith((c) => (c.offers.viralTerm = "Mindestlaufzeit 3 Monate")).find((p) => p.id === "viral")!;
    render(<PlanCard plan={viral} availability={soldOut} />, { wrapper: MemoryRouter });
    expect(document.body).toHaveTextContent("Mindestlaufzeit 3 Monate.");
    expect(plan("viral").note).toMatch(new RegExp(`^${owner.offers.viralTerm}\\. `));
  });

  it.each([
    ["noFreeSlots", "Derzeit keine freien Plätze – fragen Sie trotzdem an"],
    ["bookable", "Jetzt anfragen"],
  ] as const)(
    "while %s, every button reads its words and opens the contact form with the offer named",
    (availability, words) => {
      render(
        <MemoryRouter initialEntries={["/preise"]}>
          <PlanCard plan={plan("viral")} availability={availability} />
          <SingleServiceCard service={singleServices[2]!} availability={availability} vatStatus="standard" />
        </MemoryRouter>,
      );
      expect(screen.queryByRole("button", { name: "Ausverkauft" })).toBeNull();
      expect(document.body).not.toHaveTextContent("Ausverkauft");
      const viral = screen.getByRole("link", { name: `${words}: Paket Viral` });
      expect(new URL(viral.getAttribute("href")!, "https://x.invalid").searchParams.get("service")).toBe("Paket Viral");
      expect(new URL(viral.getAttribute("href")!, "https://x.invalid").searchParams.get("grund")).toBe(
        "service-spezifisch",
      );
      const single = screen.getByRole("link", { name: `${words}: ${singleServices[2]!.name}` });
      expect(new URL(single.getAttribute("href")!, "https://x.invalid").searchParams.get("service")).toBe(
        singleServices[2]!.slug,
      );
    },
  );

  it("under § 19 UStG prints the small-business rule beside the price instead of „zzgl. USt.“", () => {
    render(<SingleServiceCard service={singleServices[0]!} availability={soldOut} vatStatus="smallBusiness" />, {
      wrapper: MemoryRouter,
    });
    expect(document.body).toHaveTextContent("einmalig, ohne USt. (§ 19 UStG)");
    expect(document.body).not.toHaveTextContent("zzgl");
  });
});
