import { useEffect, useId, useState } from "react";
import { Icon, chevronDownIcon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";

export type AccordionItem = { question: string; answer: string };

/**
 * WAI-ARIA accordion: each question is a button in a heading that controls its answer panel. One answer is open at a
 * time; choosing the open question again closes it. `data-ready` turns true once the accordion responds (hydrated).
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
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
            </div>
          </div>
        );
      })}
    </div>
  );
}
