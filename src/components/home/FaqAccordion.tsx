import { useId, useState } from "react";
import { faq } from "~/content/home/faq";
import type { FaqItem } from "~/content/home/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Icon, arrowRightIcon, plusIcon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { cx } from "~/components/ui/cx";
import { faqJsonLd, jsonForScript } from "./faq-jsonld";

export default function FaqSection() {
  return (
    <Section id="faq" tone="alt" eyebrow="FAQ" title="Häufige Fragen" intro="Kurz beantwortet. Ihre Frage fehlt? Schreiben Sie uns.">
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={faq} />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(faq)) }} />
    </Section>
  );
}

/** WAI-ARIA accordion: at most one answer open; its button closes it again. */
export function FaqAccordion({ items, initiallyOpen = 0 }: { items: readonly FaqItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const base = useId();
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold hover:text-brand-800"
              >
                {item.question}
                <Icon icon={plusIcon} className={cx("h-5 w-5 shrink-0 text-brand-700 transition-transform", expanded && "rotate-45")} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-6 pb-6 text-muted">
              {item.answer.split("\n").map((paragraph) => (
                <p key={paragraph} className="mt-2 first:mt-0">
                  {paragraph}
                </p>
              ))}
              {item.cta && (
                <ButtonLink to={item.cta.to} size="md" className="mt-4">
                  {item.cta.label}
                  <Icon icon={arrowRightIcon} className="h-4 w-4" />
                </ButtonLink>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
