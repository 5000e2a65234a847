import { useEffect, useId, useState } from "react";
import { ButtonLink } from "./Button";
import { Icon, arrowRightIcon, chevronDownIcon } from "./Icon";
import { cx } from "./cx";

export type AccordionItem = {
  question: string;
  /** Paragraphs separated by newlines. */
  answer: string;
  /** An optional call to action under the answer. */
  cta?: { label: string; to: string };
};

/**
 * WAI-ARIA accordion (home FAQ, service pages): each question is a button in a heading that controls its answer
 * region. One answer is open at a time; choosing the open question again closes it. `data-ready` turns true once the
 * accordion responds (hydrated), for tests.
 */
export function Accordion({ items, initiallyOpen = null }: { items: readonly AccordionItem[]; initiallyOpen?: number | null }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card" data-ready={ready}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-frage-${index}`;
        const panelId = `${baseId}-antwort-${index}`;
        return (
          <div key={item.question}>
            <h3 className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-ink hover:text-brand-800 sm:px-6 sm:py-5"
              >
                <span>{item.question}</span>
                <Icon icon={chevronDownIcon} className={cx("h-5 w-5 shrink-0 text-brand-700 transition-transform", open && "rotate-180")} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-muted sm:px-6">
              {item.answer.split("\n").map((paragraph) => (
                <p key={paragraph} className="mt-2 first:mt-0 text-pretty">
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
