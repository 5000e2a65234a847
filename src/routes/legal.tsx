import type { Route } from "./+types/legal";
import { pages } from "~/content/pages";
import { legalDocuments } from "~/content/legal/documents";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Container";
import { LegalTabs } from "~/components/legal/LegalTabs";
import { legalPanels } from "~/components/legal/legal-html.server";

/** Runs while prerendering: the page's head and the four legal texts, each rendered to HTML. */
export async function loader() {
  return { page: pages.legal, panels: legalPanels(legalDocuments) };
}

export const meta = ({ loaderData: { page } }: Route.MetaArgs) =>
  getMeta({
    ...page,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Startseite", path: paths.home },
        { name: "Rechtliches", path: page.path },
      ]),
    ],
  });

export default function Legal({ loaderData: { page, panels } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={page.heading}
        intro="Cookie Policy, Datenschutzerklärung, Allgemeine Geschäftsbedingungen und Impressum auf einen Blick."
      />
      <Container className="pb-20">
        <LegalTabs panels={panels} />
      </Container>
    </>
  );
}
