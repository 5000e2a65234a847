import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { getMeta } from "~/lib/seo";
import { PageHero } from "~/components/ui/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { paths } from "~/lib/routes";
import { businessJsonLd } from "~/lib/business-jsonld";

const page = pages.home;

export const meta = () => getMeta({ ...page, jsonLd: [businessJsonLd()] });

export default function Home() {
  return (
    <PageHero title={page.heading} intro={page.description} eyebrow={site.name}>
      <ButtonLink to={`${paths.kontakt}?grund=gratis-video`} size="lg">
        Gratis Testvideo anfordern
      </ButtonLink>
      <ButtonLink to={paths.ueberKi} variant="secondary" size="lg">
        Mehr erfahren
      </ButtonLink>
    </PageHero>
  );
}
