import type { Route } from "./+types/ueber-ki";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { StaticHtml } from "~/components/ui/StaticHtml";
import { ueberKiPage } from "./ueber-ki.server";

/** Runs while prerendering: the page's head and its body as HTML. */
export async function loader() {
  return ueberKiPage();
}

export const meta = ({ loaderData: { page } }: Route.MetaArgs) =>
  getMeta({
    ...page,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Über KI", path: page.path },
      ]),
    ],
  });

export default function UeberKi({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
