import { serviceGroups } from "~/content/catalogue";
import { pages } from "~/content/pages";
import { ServicesOverview } from "~/components/services-overview/ServicesOverview";
import { staticHtml } from "~/components/ui/static-html.server";

/** The services overview's head and its body, rendered to HTML (it holds nothing to interact with but links). */
export function servicesOverview() {
  const page = pages.services;
  return { page, html: staticHtml(page.path, <ServicesOverview page={page} groups={serviceGroups} />) };
}
