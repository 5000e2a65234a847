/**
 * The service pages' data. Each page is two modules written by content writers in ./pages:
 * - `<slug>.meta.ts`: title, description, keywords. Loaded eagerly (a few hundred bytes each) so the route's `meta`
 *   export can fill the prerendered <head> synchronously.
 * - `<slug>.content.ts`: the page body. Loaded lazily, one chunk per page, so a page never ships the other 24.
 * Only catalogue slugs have a page; a catalogue slug without files fails schema.test.ts.
 */
import { serviceBySlug } from "../catalogue";
import type { ServiceContent, ServiceMeta } from "./schema";

const PAGES_DIR = "./pages/";

const metaModules = import.meta.glob<{ default: ServiceMeta }>("./pages/*.meta.ts", { eager: true });
const contentLoaders = import.meta.glob<{ default: ServiceContent }>("./pages/*.content.ts");

/** "./pages/e-commerce.meta.ts" → "e-commerce". */
export function slugOfPageFile(path: string): string {
  return path.slice(PAGES_DIR.length).replace(/\.(meta|content)\.ts$/, "");
}

const metasBySlug = new Map<string, ServiceMeta>(
  Object.entries(metaModules).map(([path, module]) => [slugOfPageFile(path), module.default]),
);
const loadersBySlug = new Map<string, () => Promise<{ default: ServiceContent }>>(
  Object.entries(contentLoaders).map(([path, load]) => [slugOfPageFile(path), load]),
);

/** Slugs that have a meta module (used by tests to compare with the catalogue). */
export const metaSlugs: readonly string[] = [...metasBySlug.keys()];
/** Slugs that have a content module. */
export const contentSlugs: readonly string[] = [...loadersBySlug.keys()];

/** The head data of a service page, or undefined when the slug is not a catalogue service with page files. */
export function serviceMeta(slug: string): ServiceMeta | undefined {
  if (!serviceBySlug(slug) || !loadersBySlug.has(slug)) return undefined;
  return metasBySlug.get(slug);
}

/** The conventional hero illustration of a service (also its Open Graph image). */
export function serviceImagePath(slug: string): string {
  return `/images/services/${slug}.svg`;
}

/** The raster social-preview image generated from the illustration (SVG is not accepted by most networks). */
export function serviceOgImagePath(slug: string): string {
  return `/images/services/og/${slug}.png`;
}

const contentCache = new Map<string, Promise<ServiceContent>>();

/**
 * Prerendering has every page body at hand before it renders, so React never suspends there and writes the content
 * in place. (Had it suspended, React would stream a fallback plus a hidden copy swapped in by a script: no h1
 * before scripts run, and a layout shift.) The client build drops this branch.
 */
const prerenderedContent: Map<string, ServiceContent> | undefined = import.meta.env.SSR
  ? new Map(await Promise.all([...loadersBySlug].map(async ([slug, load]) => [slug, (await load()).default] as const)))
  : undefined;

/** A promise React's `use()` reads at once, without suspending. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

/**
 * The body of a service page. The same promise is returned for the same slug, as React's `use()` requires.
 * A failed load is forgotten so that the next render can try again.
 */
export function loadServiceContent(slug: string): Promise<ServiceContent> {
  const cached = contentCache.get(slug);
  if (cached) return cached;
  const ready = prerenderedContent?.get(slug);
  if (ready) {
    const promise = fulfilled(ready);
    contentCache.set(slug, promise);
    return promise;
  }
  const load = loadersBySlug.get(slug);
  if (!load) return Promise.reject(new Error(`No service page content for "${slug}"`));
  const promise = load().then(
    (module) => module.default,
    (error: unknown) => {
      contentCache.delete(slug);
      throw error;
    },
  );
  contentCache.set(slug, promise);
  return promise;
}
