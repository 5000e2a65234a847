import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePaths } from "~/lib/page-paths";
import Footer from "./Footer";
import MegaMenuPanel from "./MegaMenuPanel";
import MobileMenu from "./MobileMenu";
import { Navbar } from "./Navbar";

const pages = new Set(pagePaths());
const legalTabs = new Set(["cookie-policy", "datenschutz", "agb", "impressum"]);

function internalHrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll("a[href]")]
    .map((a) => a.getAttribute("href")!)
    .filter((href) => href.startsWith("/"));
}

function renderAt(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("internal links of the shell", () => {
  it.each([
    ["Navbar", <Navbar key="n" />],
    ["MegaMenuPanel", <MegaMenuPanel key="m" />],
    ["MobileMenu", <MobileMenu key="mm" />],
    ["Footer", <Footer key="f" />],
  ])("%s links only to prerendered pages (and known legal tabs)", (_name, element) => {
    const { container } = renderAt(element);
    const hrefs = internalHrefs(container);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const url = new URL(href, "http://x");
      expect(pages.has(decodeURIComponent(url.pathname)), href).toBe(true);
      if (url.hash && url.pathname === "/legal") expect(legalTabs.has(url.hash.slice(1)), href).toBe(true);
    }
  });
});

describe("contact links of the shell name the page they stand on and their slot", () => {
  function renderOn(path: string, element: React.ReactElement) {
    const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
    return render(<Stub initialEntries={[path]} />);
  }
  const contactLinks = (container: HTMLElement) =>
    [...container.querySelectorAll("a[href]")]
      .map((a) => new URL(a.getAttribute("href")!, "http://x"))
      .filter((url) => url.pathname === "/kontakt")
      .map((url) => Object.fromEntries(url.searchParams));

  it.each([
    // the desktop navigation, the button beside it, and the mobile menu inside the navbar
    [
      "Navbar",
      <Navbar key="n" />,
      [
        { seite: "/services/seo-experte", cta: "menue" },
        { grund: "gratis-video", seite: "/services/seo-experte", cta: "navigationsleiste" },
        { seite: "/services/seo-experte", cta: "menue" },
      ],
    ],
    ["MobileMenu", <MobileMenu key="mm" />, [{ seite: "/services/seo-experte", cta: "menue" }]],
    ["Footer", <Footer key="f" />, [{ seite: "/services/seo-experte", cta: "fusszeile" }]],
  ])("%s", (_name, element, expected) => {
    const { container } = renderOn("/services/seo-experte", element);
    expect(contactLinks(container)).toEqual(expected);
  });

  it("decodes the page's path (/über-ki, as the site's list writes it)", () => {
    const { container } = renderOn("/%C3%BCber-ki", <Footer />);
    expect(contactLinks(container)).toEqual([{ seite: "/über-ki", cta: "fusszeile" }]);
  });
});
