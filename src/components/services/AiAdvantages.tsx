import type { ServiceContent } from "~/content/services/schema";
import { Icon } from "~/components/ui/Icon";
import { serviceIcons } from "./icons";
import { ServiceSection } from "./ServiceSection";

export function AiAdvantages({ advantages }: { advantages: NonNullable<ServiceContent["aiAdvantages"]> }) {
  return (
    <ServiceSection name="ai-advantages" title={advantages.title} tone="dark">
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2">
        {advantages.items.map((item) => (
          <li key={item.text} className="flex items-start gap-4 rounded-card bg-white/5 p-5 ring-1 ring-white/10">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
              <Icon icon={serviceIcons[item.icon]} className="h-5 w-5" />
            </span>
            <span className="pt-1.5 text-slate-100 text-pretty">{item.text}</span>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
