import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { StaticHtml } from "~/components/ui/StaticHtml";
import { prerenderedDataOr404 } from "~/lib/prerendered-data";
import { notFoundMeta } from "~/lib/seo";
import { servicePageData } from "./service-detail.server";

const NOT_FOUND = "Service nicht gefunden";

/** Runs while prerendering, once per catalogue service: the page's head and its body as HTML. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = servicePageData(params.slug);
  if (!page) throw data(NOT_FOUND, { status: 404 });
  return page;
}

/** In the browser: a slug that was never prerendered answers 404. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedDataOr404(serverLoader, { page: "Service page", notFound: NOT_FOUND });
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? notFoundMeta();

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
