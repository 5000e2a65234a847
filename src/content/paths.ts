/**
 * The site's paths, navigation and legal tabs: every link and the route table (src/routes.ts) are built from here,
 * so each address is written once. The full list of prerendered pages
 * (which needs the whole catalogue) is in lib/page-paths.ts. Paths are decoded (`/über-ki`, not `/%C3%BCber-ki`).
 */

export const paths = {
  home: "/",
  ueberKi: "/über-ki",
  services: "/services",
  preise: "/preise",
  kontakt: "/kontakt",
  blog: "/blog",
  legal: "/legal",
} as const;

/** The legal page's tabs in their order; the first is the default. Each id is also its panel's anchor. */
export const legalTabs = ["cookie-policy", "datenschutz", "agb", "impressum"] as const;
export type LegalTab = (typeof legalTabs)[number];

export function servicePath(slug: string): string {
  return `${paths.services}/${slug}`;
}

export function blogPostPath(slug: string): string {
  return `${paths.blog}/${slug}`;
}

/** The contact page, with a reason preselected in its form when given (?grund=…). */
export function contactPath(grund?: string): string {
  return grund ? `${paths.kontakt}?${new URLSearchParams({ grund })}` : paths.kontakt;
}

export function legalPath(tab: LegalTab): string {
  return `${paths.legal}#${tab}`;
}

/** The top navigation, in its order. */
export const navItems = [
  { name: "Startseite", href: paths.home },
  { name: "Über KI", href: paths.ueberKi },
  { name: "Services", href: paths.services, submenu: true },
  { name: "Preise", href: paths.preise },
  { name: "Kontakt", href: paths.kontakt },
] as const;
