import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { servicePage } from "~/content/services/pages.server";
import { serviceCta } from "~/content/services/cta-labels";
import { singleServiceOf } from "~/content/pricing/single-services";
import { sectionsNamingPrices } from "~/components/services/price-sections";
import { serviceHead } from "~/components/services/service-head";
import { ServicePage } from "~/components/services/ServicePage";
import { prerenderedDataOr404 } from "~/lib/prerendered-data";
import { notFoundMeta } from "~/lib/seo";

const NOT_FOUND = "Service nicht gefunden";

/**
 * Runs while prerendering, once per catalogue service: the page's record (head and body), the single offer that sells
 * the service (for its structured data) and the sections that name a price (each ends with the price notice).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = servicePage(params.slug);
  if (!page) throw data(NOT_FOUND, { status: 404 });
  return { page, offer: singleServiceOf(page.slug) ?? null, pricedSections: sectionsNamingPrices(page.content) };
}

/** In the browser: a slug that was never prerendered answers 404. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedDataOr404(serverLoader, { page: "Service page", notFound: NOT_FOUND });
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? serviceHead(loaderData.page, loaderData.offer) : notFoundMeta());

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { page, pricedSections } = loaderData;
  return <ServicePage content={page.content} cta={serviceCta(page.slug)} pricedSections={pricedSections} />;
}
