import { useEffect, useId, useState } from "react";
import { ButtonLink } from "./Button";
import { Icon } from "./Icon";
import { arrowRightIcon, chevronDownIcon } from "./icons";
import { useLeadSourceLink } from "./useLeadSourceLink";

export type AccordionItem = {
  question: string;
  /** Paragraphs separated by newlines. */
  answer: string;
  /** An optional call to action under the answer. */
  cta?: { label: string; to: string };
};

/**
 * The site's accordion (home FAQ, service pages) on native `<details>`: one shared `name` keeps one answer open at a
 * time, choosing the open question again closes it, and all of it works before and without JavaScript; every answer
 * is in the HTML. `data-ready` turns true once React runs the page, for tests.
 */
export function Accordion({
  items,
  initiallyOpen = null,
}: {
  items: readonly AccordionItem[];
  initiallyOpen?: number | null;
}) {
  const group = useId();
  const [ready, setReady] = useState(false);
  const linkFromHere = useLeadSourceLink();
  useEffect(() => setReady(true), []);

  return (
    <div
      className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card"
      data-ready={ready}
    >
      {items.map((item, index) => (
        <details key={item.question} name={group} open={index === initiallyOpen} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-ink hover:text-brand-800 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold sm:text-lg">{item.question}</h3>
            <Icon
              icon={chevronDownIcon}
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-muted sm:px-6">
            {item.answer.split("\n").map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0 text-pretty">
                {paragraph}
              </p>
            ))}
            {item.cta && (
              <ButtonLink to={linkFromHere(item.cta.to, "haeufige-fragen")} size="md" className="mt-4">
                {item.cta.label}
                <Icon icon={arrowRightIcon} className="h-4 w-4" />
              </ButtonLink>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
