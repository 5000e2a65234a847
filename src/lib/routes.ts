/**
 * The site's pages: one list that the router config, the prerender list, the sitemap, the navigation
 * and the link check all read. Paths are decoded (`/über-ki`, not `/%C3%BCber-ki`).
 */
import { serviceSlugs } from "../content/catalogue";

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

/** Every page that is prerendered to static HTML and listed in the sitemap. */
export function pagePaths(blogSlugs: readonly string[] = []): string[] {
  return [
    paths.home,
    paths.ueberKi,
    paths.services,
    ...serviceSlugs.map(servicePath),
    paths.preise,
    paths.kontakt,
    paths.blog,
    ...blogSlugs.map(blogPostPath),
    paths.legal,
  ];
}

/** The top navigation, in the spec's order. */
export const navItems = [
  { name: "Startseite", href: paths.home },
  { name: "Über KI", href: paths.ueberKi },
  { name: "Services", href: paths.services, submenu: true },
  { name: "Preise", href: paths.preise },
  { name: "Kontakt", href: paths.kontakt },
] as const;
