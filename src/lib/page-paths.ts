/**
 * Every page that is prerendered to static HTML and listed in the sitemap: one list that the router config, the
 * prerender list, the sitemap, the link checks and the contact page (the pages a lead's source may name) all read.
 * Paths are decoded (`/über-ki`, not `/%C3%BCber-ki`).
 */
import { serviceSlugs } from "../content/catalogue";
import { blogPostPath, paths, servicePath } from "../content/paths";

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
