/**
 * The service pages: one record per service in ./pages/<slug>.ts (head and body together). Read at build time by the
 * route's loader; as a server-only module it never reaches the browser, where each page arrives as its own
 * prerendered data. Only catalogue slugs have a page; schema.test.ts holds every catalogue slug to one record.
 */
import { isServiceSlug, type ServiceSlug } from "../catalogue";
import type { ServiceRecord } from "./schema";

const modules = import.meta.glob<{ default: ServiceRecord }>("./pages/*.ts", { eager: true });

/**
 * Every service page by its slug.
 * @internal (tested directly)
 */
export const servicePages: ReadonlyMap<ServiceSlug, ServiceRecord> = new Map(
  Object.values(modules).map((module) => [module.default.slug, module.default]),
);

/** The page of a catalogue service, or undefined for any other slug. */
export function servicePage(slug: string): ServiceRecord | undefined {
  return isServiceSlug(slug) ? servicePages.get(slug) : undefined;
}
