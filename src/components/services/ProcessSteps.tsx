import type { ServiceContent } from "~/content/services/schema";
import { ServiceSection } from "./ServiceSection";

/** The four steps as an ordered list; the visible numbers are decoration, the list carries the order. */
export function ProcessSteps({ process }: { process: ServiceContent["process"] }) {
  return (
    <ServiceSection name="process" title={process.title}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-card border border-line bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-gradient text-lg font-extrabold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-muted text-pretty">{step.description}</p>
          </li>
        ))}
      </ol>
    </ServiceSection>
  );
}
