import type { Step } from "~/content/ueber-ki/content";

/** Numbered steps as an ordered list of cards. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-gradient text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Schritt {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
