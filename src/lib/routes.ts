/**
 * The site's paths and navigation, read by every page. The full list of prerendered pages (which needs the whole
 * catalogue) is in page-paths.ts, so pages that only link do not ship the catalogue. Paths are decoded
 * (`/über-ki`, not `/%C3%BCber-ki`).
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

export type LegalTab = "cookie-policy" | "datenschutz" | "agb" | "impressum";

export function servicePath(slug: string): string {
  return `${paths.services}/${slug}`;
}

export function blogPostPath(slug: string): string {
  return `${paths.blog}/${slug}`;
}

export function legalPath(tab: LegalTab): string {
  return `${paths.legal}#${tab}`;
}


/** The top navigation, in the spec's order. */
export const navItems = [
  { name: "Startseite", href: paths.home },
  { name: "Über KI", href: paths.ueberKi },
  { name: "Services", href: paths.services, submenu: true },
  { name: "Preise", href: paths.preise },
  { name: "Kontakt", href: paths.kontakt },
] as const;
