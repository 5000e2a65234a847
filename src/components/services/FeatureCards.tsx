import type { ServiceContent } from "~/content/services/schema";
import { Icon } from "~/components/ui/Icon";
import { serviceIcons } from "./icons";
import { ServiceSection } from "./ServiceSection";

export function FeatureCards({ features }: { features: ServiceContent["features"] }) {
  return (
    <ServiceSection name="features" title={features.title} tone="alt">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((card) => (
          <li key={card.title} className="rounded-card border border-line bg-white p-6 shadow-card">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-gradient text-white">
              <Icon icon={serviceIcons[card.icon]} className="h-6 w-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">{card.title}</h3>
            <p className="mt-2 text-muted text-pretty">{card.description}</p>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
