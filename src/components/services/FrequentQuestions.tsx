import type { ServiceContent } from "~/content/services/schema";
import { ServiceSection } from "./ServiceSection";

/** Questions answered in the open (no accordion): the comparisons a visitor weighs before deciding. */
export function FrequentQuestions({ questions }: { questions: NonNullable<ServiceContent["frequentQuestions"]> }) {
  return (
    <ServiceSection name="frequent-questions" title={questions.title}>
      <dl className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {questions.items.map((item) => (
          <div key={item.question} className="rounded-card border border-brand-100 bg-brand-50/60 p-6">
            <dt className="text-lg font-bold text-ink">{item.question}</dt>
            <dd className="mt-3 text-ink-soft text-pretty">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </ServiceSection>
  );
}
