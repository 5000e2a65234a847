import type { Ref } from "react";
import { Link } from "react-router";
import { serviceGroups } from "~/content/catalogue";
import { navItems, servicePath } from "~/lib/routes";

/**
 * The mobile navigation list as a native popover: every item, and under Services every group with its services, all in
 * the prerendered HTML.
 */
export function MobileMenu({ id, ref, onNavigate }: { id: string; ref: Ref<HTMLDivElement>; onNavigate: () => void }) {
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-line bg-white p-0 lg:hidden"
    >
      <ul className="space-y-1 px-4 py-4">
        {navItems.map((item) => (
          <li key={item.href}>
            <Link to={item.href} onClick={onNavigate} className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-brand-50">
              {item.name}
            </Link>
            {"submenu" in item && item.submenu && (
              <div className="ml-3 border-l border-line pl-3">
                {serviceGroups.map((group) => (
                  <div key={group.id} className="py-2">
                    <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-brand-700">{group.title}</p>
                    <ul>
                      {group.services.map((service) => (
                        <li key={service.slug}>
                          <Link
                            to={servicePath(service.slug)}
                            onClick={onNavigate}
                            className="block rounded-lg px-3 py-2 text-sm text-ink-soft hover:bg-brand-50"
                          >
                            {service.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
