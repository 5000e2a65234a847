import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CONSENT } from "~/content/behaviour";
import { consentCategoryText, consentText } from "~/content/consent";
import {
  allowing,
  lastWithdrawnConsent,
  readConsent,
  reportConsent,
  storeConsent,
  useConsentState,
  type ConsentCategory,
  type ConsentState,
} from "~/lib/consent";
import { legalPath } from "~/content/paths";
import { buttonClasses } from "~/components/ui/Button";
import { offeredCategories } from "./offeredCategories";
import { connectTagManager } from "./tagManagerGate";

/**
 * The cookie banner at the bottom of the viewport while no valid choice is stored. Renders nothing in the prerendered
 * HTML and during hydration (storage is unknown there), so there is no hydration mismatch.
 * "Nur essenzielle" and "Alle akzeptieren" carry equal weight; "Einstellungen" opens one switch per offered category
 * and "Auswahl speichern". Only categories whose service is configured are offered; with none, there is nothing to ask.
 * Sticky at the end of the page rather than fixed: it floats over the content while scrolling, yet at the end of the
 * page it sits below the footer instead of covering the Impressum and Datenschutz links; appearing after the footer, it
 * moves nothing (no layout shift). It stays below the navigation (z-30 < the navbar's z-40), so an open mobile menu
 * is never cut off by it.
 * A non-modal labelled region: focus moves to it only when it reopens through the footer's reset, never on page load.
 */
export function ConsentBanner({ categories = offeredCategories() }: { categories?: ConsentCategory[] }) {
  const state = useConsentState();
  const region = useRef<HTMLElement>(null);
  const previous = useRef<ConsentState>(undefined);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selected, setSelected] = useState<ConsentCategory[]>([]);
  const panelId = useId();

  useEffect(() => {
    const disconnect = connectTagManager();
    const stored = readConsent();
    if (stored) reportConsent(stored);
    // A choice made or withdrawn in another tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT.storageKey || event.key === null) reportConsent(readConsent());
    };
    window.addEventListener("storage", onStorage);
    return () => {
      disconnect();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    if (state === null && previous.current) {
      // Reopened from the footer: start from the choice just withdrawn, settings open.
      const withdrawn = lastWithdrawnConsent();
      setSelected(categories.filter((category) => withdrawn?.[category]));
      setSettingsOpen(true);
      returnFocus.current = document.activeElement as HTMLElement | null;
      region.current?.focus();
    }
    previous.current = state;
  }, [state, categories]);

  if (state !== null || categories.length === 0) return null;

  const choose = (allowed: readonly ConsentCategory[]) => {
    const focusWasInside = region.current?.contains(document.activeElement);
    storeConsent(allowing(allowed));
    setSettingsOpen(false);
    if (focusWasInside) (returnFocus.current ?? document.getElementById("inhalt"))?.focus({ preventScroll: true });
    returnFocus.current = null;
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setSelected((current) => (on ? [...current, category] : current.filter((c) => c !== category)));
  const labels = categories.map((category) => consentCategoryText[category].label);

  return (
    <section
      ref={region}
      aria-label={consentText.region}
      tabIndex={-1}
      className="sticky bottom-0 z-30 max-h-[85vh] overflow-y-auto border-t border-line bg-white p-4 shadow-[0_-8px_24px_rgb(15_23_42/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center">
        <p className="text-sm text-ink-soft">
          {consentText.intro} {consentText.acceptAllExplains} {labels.join(", ")}. {consentText.changeLater}{" "}
          <Link to={legalPath("cookie-policy")} className="font-semibold text-brand-800 underline">
            {consentText.policyLink}
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-3 sm:grid-cols-3">
          <button type="button" onClick={() => choose([])} className={buttonClasses("secondary")}>
            {consentText.essentialOnly}
          </button>
          <button type="button" onClick={() => choose(categories)} className={buttonClasses("secondary")}>
            {consentText.acceptAll}
          </button>
          <button
            type="button"
            aria-expanded={settingsOpen}
            aria-controls={panelId}
            onClick={() => setSettingsOpen((open) => !open)}
            className={`${buttonClasses("ghost")} col-span-2 sm:col-span-1`}
          >
            {consentText.settings}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!settingsOpen} className="mx-auto mt-4 max-w-6xl border-t border-line pt-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{consentText.settingsLegend}</legend>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            <CategorySwitch id={`${panelId}-essential`} label={consentText.essentialLabel} description={consentText.essentialDescription} checked disabled />
            {categories.map((category) => (
              <CategorySwitch
                key={category}
                id={`${panelId}-${category}`}
                label={consentCategoryText[category].label}
                description={consentCategoryText[category].description}
                checked={selected.includes(category)}
                onChange={(on) => toggle(category, on)}
              />
            ))}
          </ul>
        </fieldset>
        <button type="button" onClick={() => choose(selected)} className={`${buttonClasses("primary")} mt-4`}>
          {consentText.save}
        </button>
      </div>
    </section>
  );
}

/** One category as a switch: its name labels it, its description describes it. */
function CategorySwitch({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  return (
    <li className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="block font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-text`} className="text-ink-soft">
          {description}
        </p>
      </div>
    </li>
  );
}
