import { Link } from "react-router";
import { paths } from "~/content/paths";
import { Icon } from "~/components/ui/Icon";
import { arrowRightIcon } from "~/components/ui/icons";
import { ServiceGroupLinks } from "./ServiceGroupLinks";

/** The mega menu's content: the five catalogue groups with their services, and a link to the overview. */
export default function MegaMenuPanel() {
  return (
    <div>
      <div className="mx-auto grid max-w-7xl grid-cols-5 gap-6 px-8 py-8">
        <ServiceGroupLinks
          classes={{
            title: "mb-3 text-xs font-semibold uppercase tracking-wider text-brand-700",
            list: "space-y-1",
            link: "block rounded-lg px-2 py-1.5 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-800",
          }}
        />
      </div>
      <div className="border-t border-line bg-surface-alt">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-8 py-3 text-sm">
          <span className="text-muted">Alle Leistungen mit Beschreibung im Überblick</span>
          <Link
            to={paths.services}
            className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
          >
            Zur Leistungsübersicht <Icon icon={arrowRightIcon} className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}
