import { Suspense, use } from "react";
import { useParams } from "react-router";
import type { Route } from "./+types/service-detail";
import { loadServiceContent, serviceMeta } from "~/content/services";
import { serviceCta } from "~/content/services/cta-labels";
import { serviceHead } from "~/components/services/service-head";
import { ServicePage } from "~/components/services/ServicePage";
import { ServicePageFallback } from "~/components/services/ServicePageFallback";
import { NotFound } from "~/components/layout/NotFound";

export const meta = ({ params }: Route.MetaArgs) => serviceHead(params.slug);

/** Reads the page's lazily loaded content; the prerender waits for it, so the static HTML holds the full page. */
function ServiceBody({ slug }: { slug: string }) {
  const content = use(loadServiceContent(slug));
  return <ServicePage content={content} cta={serviceCta(slug)} />;
}

export default function ServiceDetail() {
  const { slug = "" } = useParams();
  if (!serviceMeta(slug)) return <NotFound />;
  return (
    <Suspense fallback={<ServicePageFallback />}>
      <ServiceBody key={slug} slug={slug} />
    </Suspense>
  );
}
