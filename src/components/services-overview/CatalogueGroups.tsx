import { Link } from "react-router";
import type { ServiceGroup } from "~/content/catalogue";
import { groupDescriptions, serviceDescriptions } from "~/content/catalogue-descriptions";
import { servicePath } from "~/content/paths";

/** Every catalogue group with its description and its services (name and one sentence) as links. */
export function CatalogueGroups({ groups }: { groups: readonly ServiceGroup[] }) {
  return (
    <div className="space-y-14">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`gruppe-${group.id}`}>
          <h3 id={`gruppe-${group.id}`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h3>
          <p className="mt-2 max-w-3xl text-muted">{groupDescriptions[group.id]}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={servicePath(service.slug)}
                  className="block h-full rounded-xl border border-line bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="block font-semibold text-brand-800">{service.name}</span>
                  <span className="mt-1 block text-sm text-muted">{serviceDescriptions[service.slug]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
