import type { Feature } from "~/content/ueber-ki/content";
import { Icon } from "~/components/ui/Icon";
import { featureIcons } from "./icons";

/** Cards with an icon, a title and one sentence. */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-line bg-white p-6">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon icon={featureIcons[item.icon]} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-1.5 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
