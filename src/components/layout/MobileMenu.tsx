import { Link } from "react-router";
import { navItems } from "~/content/paths";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { ServiceGroupLinks } from "./ServiceGroupLinks";

/** The mobile menu's content: every navigation item, and under Services every group with its services. */
export default function MobileMenu() {
  const linkFromHere = useLeadSourceLink();
  return (
    <div>
      <ul className="space-y-1 px-4 py-4">
        {navItems.map((item) => (
          <li key={item.href}>
            <Link
              to={linkFromHere(item.href, "menue")}
              className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-brand-50"
            >
              {item.name}
            </Link>
            {"submenu" in item && item.submenu && (
              <div className="ml-3 border-l border-line pl-3">
                <ServiceGroupLinks
                  classes={{
                    group: "py-2",
                    title: "px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-brand-700",
                    link: "block rounded-lg px-3 py-2 text-sm text-ink-soft hover:bg-brand-50",
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
