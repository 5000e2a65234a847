import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { ServiceTab } from "~/content/home/schema";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { cx } from "~/components/ui/cx";
import { servicePath } from "~/content/paths";
import { tabIndexForKey } from "./tabs";
import { Picture } from "~/components/ui/Picture";
import { arrowRightIcon, checkIcon } from "~/components/ui/icons";
import { serviceIcons } from "~/components/services/icons";
import { NO_SCRIPT } from "~/components/ui/no-script";

export default function ServiceTabsSection({ tabs }: { tabs: ServiceTab[] }) {
  return (
    <Section
      id="leistungen"
      tone="alt"
      eyebrow="Leistungen"
      title="Alles, was Ihr Marketing braucht"
      intro="Wählen Sie einen Bereich und sehen Sie, was ich dort für Sie übernehme."
    >
      <ServiceTabs tabs={tabs} />
    </Section>
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home and End jump to the ends. Without
 * JavaScript the panels stand one after another and the tab list is left out.
 * @internal (tested directly; the route renders the default export)
 */
export function ServiceTabs({ tabs }: { tabs: ServiceTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Leistungen"
        className={cx(
          NO_SCRIPT.hide,
          "-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0",
        )}
      >
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cx(
                "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors",
                active
                  ? "bg-brand-gradient text-white shadow-lift"
                  : "border border-line bg-white text-ink-soft hover:border-brand-300 hover:text-brand-800",
              )}
            >
              <Icon icon={serviceIcons[tab.icon]} className="h-5 w-5" />
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          // The APG tabs pattern makes the panel focusable so keyboard users reach its text right after the tabs.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cx(
            NO_SCRIPT.showGrid,
            "mt-8 grid items-center gap-8 rounded-card bg-white p-6 shadow-card sm:p-10 lg:grid-cols-2",
          )}
        >
          <div>
            <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{tab.subtitle}</h3>
            <p className="mt-4 text-lg text-muted">{tab.description}</p>
            <p className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 font-semibold text-brand-800">
              <Icon icon={checkIcon} className="mt-0.5 h-5 w-5 shrink-0" />
              {tab.benefit}
            </p>
            <ButtonLink
              to={servicePath(tab.slug)}
              variant="secondary"
              className="mt-6"
              aria-label={`Mehr erfahren: ${tab.title}`}
            >
              Mehr erfahren
              <Icon icon={arrowRightIcon} className="h-4 w-4" />
            </ButtonLink>
          </div>
          <Picture image={tab.image} className="h-auto w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
