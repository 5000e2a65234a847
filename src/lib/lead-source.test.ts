import { describe, expect, it } from "vitest";
import { postSummaries } from "~/content/blog/library.server";
import { ctaSlots, LEAD_SOURCE_PAGE_MAX_LENGTH, LEAD_SOURCE_PAGE_PATTERN_SOURCE } from "#shared/lead-source.ts";
import { pagePaths } from "./page-paths";
import {
  LEAD_SOURCE_PARAMS,
  leadSourceColumns,
  leadSourceFromQuery,
  withLeadSource,
  withLeadSourceInHtml,
} from "./lead-source";

/** The page paths the database stores as a lead's source (its constraint is generated from the same text). */
const LEAD_SOURCE_PAGE_PATTERN = new RegExp(LEAD_SOURCE_PAGE_PATTERN_SOURCE, "u");

/** Every page of the site, as the contact page's loader lists them. */
const known = pagePaths(postSummaries().map((post) => post.slug));
const query = (href: string) => new URL(href, "http://x").searchParams;

describe("withLeadSource", () => {
  it("adds the page and the slot to a link to the contact page", () => {
    expect(withLeadSource("/kontakt", { page: "/preise", slot: "paket" })).toBe("/kontakt?seite=%2Fpreise&cta=paket");
  });

  it("keeps the link's own query and adds the source after it", () => {
    const href = withLeadSource("/kontakt?grund=service-spezifisch&service=Google+Ads", {
      page: "/services/google-ads",
      slot: "seitenende",
    });
    expect(href).toBe(
      "/kontakt?grund=service-spezifisch&service=Google+Ads&seite=%2Fservices%2Fgoogle-ads&cta=seitenende",
    );
    expect(query(href).get("service")).toBe("Google Ads");
  });

  it("writes the page as the site's list does: decoded, without a trailing slash", () => {
    expect(query(withLeadSource("/kontakt", { page: "/%C3%BCber-ki", slot: "menue" })).get("seite")).toBe("/über-ki");
    expect(query(withLeadSource("/kontakt", { page: "/preise/", slot: "menue" })).get("seite")).toBe("/preise");
    expect(query(withLeadSource("/kontakt", { page: "/", slot: "seitenkopf" })).get("seite")).toBe("/");
  });

  it("replaces a source the link already names", () => {
    const once = withLeadSource("/kontakt", { page: "/preise", slot: "paket" });
    expect(withLeadSource(once, { page: "/blog", slot: "fusszeile" })).toBe("/kontakt?seite=%2Fblog&cta=fusszeile");
  });

  it("leaves every other link as it is", () => {
    for (const to of [
      "/preise",
      "/über-ki",
      "/kontakt-weiter",
      "/legal#datenschutz",
      "https://example.com/kontakt",
      "mailto:a@b.de",
    ]) {
      expect(withLeadSource(to, { page: "/", slot: "seitenkopf" })).toBe(to);
    }
  });

  it("round-trips through the contact page's reading for every page and slot of the site", () => {
    for (const page of known) {
      for (const slot of Object.keys(ctaSlots) as (keyof typeof ctaSlots)[]) {
        expect(leadSourceFromQuery(query(withLeadSource("/kontakt?grund=fragen", { page, slot })), known)).toEqual({
          page,
          slot,
        });
      }
    }
  });
});

describe("withLeadSourceInHtml", () => {
  it("gives every link to the contact page in rendered Markdown its source, and only those", () => {
    const html =
      '<p><a href="/kontakt?grund=fragen">schreiben Sie mir</a>, <a href="/preise">Pakete</a>, <a href="/kontakt">Formular</a>, ' +
      '<a href="/kontakt?grund=service-spezifisch&amp;service=SEO">SEO</a></p>';
    expect(withLeadSourceInHtml(html, { page: "/blog/die-ersten-90-tage", slot: "blog-beitrag" })).toBe(
      '<p><a href="/kontakt?grund=fragen&amp;seite=%2Fblog%2Fdie-ersten-90-tage&amp;cta=blog-beitrag">schreiben Sie mir</a>, ' +
        '<a href="/preise">Pakete</a>, <a href="/kontakt?seite=%2Fblog%2Fdie-ersten-90-tage&amp;cta=blog-beitrag">Formular</a>, ' +
        '<a href="/kontakt?grund=service-spezifisch&amp;service=SEO&amp;seite=%2Fblog%2Fdie-ersten-90-tage&amp;cta=blog-beitrag">SEO</a></p>',
    );
  });
});

describe("leadSourceFromQuery", () => {
  const read = (search: string) => leadSourceFromQuery(new URLSearchParams(search), known);

  it("takes a known page and a known slot", () => {
    expect(read("grund=fragen&seite=%2Fservices%2Fseo-experte&cta=seitenende")).toEqual({
      page: "/services/seo-experte",
      slot: "seitenende",
    });
    expect(read("seite=%2F%C3%BCber-ki&cta=menue")).toEqual({ page: "/über-ki", slot: "menue" });
    expect(read("seite=/blog/die-ersten-90-tage&cta=blog-beitrag")).toEqual({
      page: "/blog/die-ersten-90-tage",
      slot: "blog-beitrag",
    });
  });

  it("drops a page that is not one of the site's pages, keeping a known slot", () => {
    for (const page of [
      "/services/gibt-es-nicht",
      "/preise/",
      "/Preise",
      "https://example.com/preise",
      "/preise?x=1",
      "preise",
      "",
      "/blog/unbekannt",
    ]) {
      expect(read(`${new URLSearchParams({ seite: page, cta: "paket" })}`), page).toEqual({ slot: "paket" });
    }
  });

  it("drops an unknown slot, keeping a known page", () => {
    for (const slot of ["erfunden", "Seitenende", "toString", "__proto__", ""]) {
      expect(read(`${new URLSearchParams({ seite: "/preise", cta: slot })}`), slot).toEqual({ page: "/preise" });
    }
  });

  it("has no source when the parameters are missing (the contact page opened directly)", () => {
    expect(read("")).toEqual({});
    expect(read("grund=gratis-video")).toEqual({});
  });

  it("names its parameters in one place", () => {
    expect(LEAD_SOURCE_PARAMS).toEqual({ page: "seite", slot: "cta" });
  });
});

describe("leadSourceColumns", () => {
  it("maps the known parts to the insert's columns and leaves the others out", () => {
    expect(leadSourceColumns({ page: "/preise", slot: "paket" })).toEqual({
      source_page: "/preise",
      source_cta: "paket",
    });
    expect(leadSourceColumns({ slot: "paket" })).toEqual({ source_cta: "paket" });
    expect(leadSourceColumns({})).toEqual({});
    expect(leadSourceColumns()).toEqual({});
  });
});

describe("the site's pages and the database's rule for the page column", () => {
  it("every page of the site is a path the database stores", () => {
    for (const page of known) {
      expect(page, page).toMatch(LEAD_SOURCE_PAGE_PATTERN);
      expect(page.length, page).toBeLessThanOrEqual(LEAD_SOURCE_PAGE_MAX_LENGTH);
    }
  });

  it("the rule refuses anything but a plain path", () => {
    for (const bad of [
      "",
      "preise",
      "/Preise",
      "/preise/",
      "//preise",
      "/preise?x=1",
      "/a b",
      "/<script>",
      "/%2F",
      "/é",
    ]) {
      expect(bad, bad).not.toMatch(LEAD_SOURCE_PAGE_PATTERN);
    }
  });
});
