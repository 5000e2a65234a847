/**
 * The <head> of a service page: title with the site suffix, description, keywords, canonical, Open Graph with the
 * service's illustration, and Service plus BreadcrumbList JSON-LD. Synchronous, from the eagerly loaded meta module.
 */
import type { MetaDescriptor } from "react-router";
import { serviceBySlug } from "~/content/catalogue";
import { serviceMeta, serviceOgImagePath } from "~/content/services";
import { site } from "~/content/site";
import { paths, servicePath } from "~/lib/routes";
import { absoluteUrl, breadcrumbJsonLd, getMeta } from "~/lib/seo";

export function serviceHead(slug: string): MetaDescriptor[] {
  const meta = serviceMeta(slug);
  const service = serviceBySlug(slug);
  if (!meta || !service) return [{ title: `Seite nicht gefunden${site.titleSuffix}` }, { name: "robots", content: "noindex" }];
  const path = servicePath(slug);
  return getMeta({
    title: meta.title,
    description: meta.description,
    keywords: meta.seoKeywords,
    path,
    image: serviceOgImagePath(slug),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.name,
        serviceType: service.name,
        description: meta.description,
        url: absoluteUrl(path),
        image: absoluteUrl(serviceOgImagePath(slug)),
        areaServed: { "@type": "Country", name: "Deutschland" },
        availableLanguage: "de",
        provider: { "@type": "ProfessionalService", name: site.name, url: absoluteUrl(paths.home) },
      },
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Services", path: paths.services },
        { name: service.name, path },
      ]),
    ],
  });
}
