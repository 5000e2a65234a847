import { useParams } from "react-router";
import type { Route } from "./+types/service-detail";
import { describedService } from "~/content/catalogue";
import { breadcrumbJsonLd, getMeta } from "~/lib/seo";
import { paths, servicePath } from "~/lib/routes";
import { PageHero } from "~/components/ui/PageHero";
import { NotFound } from "~/components/layout/NotFound";

export const meta = ({ params }: Route.MetaArgs) => {
  const service = describedService(params.slug);
  if (!service) return [{ title: "Seite nicht gefunden" }, { name: "robots", content: "noindex" }];
  return getMeta({
    title: service.name,
    description: service.description,
    path: servicePath(service.slug),
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Services", path: paths.services },
        { name: service.name, path: servicePath(service.slug) },
      ]),
    ],
  });
};

export default function ServiceDetail() {
  const { slug = "" } = useParams();
  const service = describedService(slug);
  if (!service) return <NotFound />;
  return <PageHero title={service.name} intro={service.description} eyebrow="Service" />;
}
