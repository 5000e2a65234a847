import { pages } from "~/content/pages";
import { legalDocuments } from "~/content/legal/documents";
import { getMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { paths } from "~/content/paths";
import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Container";
import { LegalTabs } from "~/components/legal/LegalTabs";

const page = pages.legal;

export const meta = () =>
  getMeta({
    ...page,
    jsonLd: [breadcrumbJsonLd([{ name: "Startseite", path: paths.home }, { name: "Rechtliches", path: page.path }])],
  });

export default function Legal() {
  return (
    <>
      <PageHero title={page.heading} intro="Cookie Policy, Datenschutzerklärung, Allgemeine Geschäftsbedingungen und Impressum auf einen Blick." />
      <Container className="pb-20">
        <LegalTabs documents={legalDocuments} />
      </Container>
    </>
  );
}
