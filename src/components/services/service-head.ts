/**
 * The <head> of a service page: title with the site suffix, description, keywords, canonical, Open Graph with the
 * service's illustration, and Service plus BreadcrumbList JSON-LD, from the page's record. The Service carries the
 * single offer that sells it (net price, period, businesses only), where there is one.
 */
import type { MetaDescriptor } from "react-router";
import { serviceBySlug } from "~/content/catalogue";
import { serviceOgImagePath } from "~/content/services";
import type { ServiceMeta } from "~/content/services/schema";
import type { SingleService } from "~/content/pricing/schema";
import { paths, servicePath } from "~/content/paths";
import { getMeta, notFoundMeta } from "~/lib/seo";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";

export function serviceHead(meta: ServiceMeta, offer?: SingleService | null): MetaDescriptor[] {
  const slug = meta.slug;
  const service = serviceBySlug(slug);
  if (!service) return notFoundMeta();
  const path = servicePath(slug);
  return getMeta({
    title: meta.title,
    description: meta.description,
    keywords: meta.seoKeywords,
    path,
    image: serviceOgImagePath(slug),
    jsonLd: [
      serviceJsonLd(
        { name: service.name, description: meta.description, path, image: serviceOgImagePath(slug) },
        offer,
      ),
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Services", path: paths.services },
        { name: service.name, path },
      ]),
    ],
  });
}
