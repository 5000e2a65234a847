import type { Route } from "./+types/services";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { StaticHtml } from "~/components/ui/StaticHtml";
import { servicesOverview } from "./services.server";

/** Runs while prerendering: the page's head and its body as HTML. */
export async function loader() {
  return servicesOverview();
}

export const meta = ({ loaderData: { page } }: Route.MetaArgs) =>
  getMeta({
    ...page,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Services", path: page.path },
      ]),
    ],
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
