import type { FaqItem } from "~/content/home/schema";
import { Accordion } from "~/components/ui/Accordion";
import { Section } from "~/components/ui/Section";
import { faqJsonLd, jsonForScript } from "~/lib/structured-data";

export default function FaqSection({ faq }: { faq: readonly FaqItem[] }) {
  return (
    <Section
      id="faq"
      tone="alt"
      eyebrow="FAQ"
      title="Häufige Fragen"
      intro="Kurz beantwortet. Ihre Frage fehlt? Schreiben Sie mir."
    >
      <FaqAccordion items={faq} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(faq)) }} />
    </Section>
  );
}

/**
 * The home FAQ: the site's accordion with the first answer open.
 * @internal (tested directly; the route renders the default export)
 */
export function FaqAccordion({
  items,
  initiallyOpen = 0,
}: {
  items: readonly FaqItem[];
  initiallyOpen?: number | null;
}) {
  return <Accordion items={items} initiallyOpen={initiallyOpen} />;
}
