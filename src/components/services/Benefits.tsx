import type { ServiceContent } from "~/content/services/schema";
import { Icon } from "~/components/ui/Icon";
import { ServiceSection } from "./ServiceSection";
import { checkIcon } from "~/components/ui/icons";

export function Benefits({ benefits }: { benefits: ServiceContent["benefits"] }) {
  return (
    <ServiceSection name="benefits" title={benefits.title} tone="alt">
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {benefits.items.map((benefit) => (
          <li key={benefit.title} className="flex gap-4 rounded-card bg-white p-6 shadow-card">
            <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon icon={checkIcon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{benefit.title}</h3>
              <p className="mt-2 text-muted text-pretty">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
