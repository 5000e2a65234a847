import { servicePage } from "~/content/services/pages.server";
import { serviceCta } from "~/content/services/cta-labels";
import { singleServiceOf } from "~/content/pricing/single-services";
import { servicePath } from "~/content/paths";
import { sectionsNamingPrices } from "~/components/services/price-sections";
import { serviceHead } from "~/components/services/service-head";
import { ServicePage } from "~/components/services/ServicePage";
import { staticHtml } from "~/components/ui/static-html.server";

/**
 * A service page: its head (with the single offer that sells the service, for the structured data) and its body
 * rendered to HTML, where each section that names a price ends with the price notice. Undefined for a slug that is
 * not in the catalogue.
 */
export function servicePageData(slug: string) {
  const page = servicePage(slug);
  if (!page) return undefined;
  const body = (
    <ServicePage
      content={page.content}
      cta={serviceCta(page.slug)}
      pricedSections={sectionsNamingPrices(page.content)}
    />
  );
  return { head: serviceHead(page, singleServiceOf(page.slug)), html: staticHtml(servicePath(page.slug), body) };
}
