import { useEffect, useLayoutEffect, useRef, useState } from "react";
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
import { markLive } from "~/lib/inline-script";
import { legalPath } from "~/content/paths";
import { buttonClasses } from "~/components/ui/Button";
import { NO_SCRIPT } from "~/components/ui/no-script";
import {
  ACTION_ATTRIBUTE,
  BANNER_ACTIONS,
  BANNER_LIVE,
  CATEGORY_ATTRIBUTE,
  EARLY_BANNER_ATTRIBUTE,
} from "./earlyConsent";
import { offeredCategories } from "./offeredCategories";
import { connectTagManager } from "./tagManagerGate";

/**
 * The settings panel's id. The panel is the banner's last part, so the first paint waits for it: Chromium lifts an
 * `expect` block as soon as the named element enters the document, not at its end tag, so naming the banner itself
 * let a slow phone paint a frame with the banner only begun. When the panel enters, the text and buttons before it are
 * complete; browsers that wait for the end tag wait for the whole banner.
 */
const PANEL_ID = "cookie-auswahl";

/** The room left between a focused element scrolled out from behind the banner and the banner. */
const FOCUS_ROOM_PX = 16;

/**
 * The cookie banner at the bottom of the viewport while no valid choice is stored. It is part of every prerendered
 * page, so a first visit paints it with the page's first frame; storage is unknown there, so the prerendered banner
 * (and the hydration render, which must match it) is the "early" one: the page's first script hides it before the
 * first paint when a choice is stored, and answers its buttons until this code runs (./earlyConsent.ts). Once
 * hydrated, the banner takes over what the visitor did meanwhile, and shows only while no choice is stored. Without
 * JavaScript it is left out (`js-only`): nothing that needs consent can load then.
 * "Nur essenzielle" and "Alle akzeptieren" carry equal weight; "Einstellungen" opens one switch per offered category
 * and "Auswahl speichern". Only categories whose service is configured are offered; with none, there is nothing to ask.
 * Sticky at the end of the page rather than fixed: it floats over the content while scrolling, yet at the end of the
 * page it sits below the footer instead of covering the Impressum and Datenschutz links. The shell places it in the
 * document before the page's content and shows it last (flex order), and the first paint waits until the document
 * holds its text and buttons, so the first frame shows it however slowly a phone reads the page. It stays below the
 * navigation (z-30 < the navbar's z-40), so an open mobile menu is never cut off by it.
 * A non-modal labelled region: focus moves to it only when it reopens through the footer's reset, never on page load.
 */
export function ConsentBanner({ categories = offeredCategories() }: { categories?: ConsentCategory[] }) {
  const state = useConsentState();
  const region = useRef<HTMLElement>(null);
  const previous = useRef<ConsentState>(undefined);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selected, setSelected] = useState<ConsentCategory[]>([]);

  // From hydration on, this code answers the banner: it takes over the panel and switches as the visitor left them
  // (a choice made meanwhile is in storage, where the store reads it).
  useLayoutEffect(() => {
    markLive(BANNER_LIVE);
    const panel = document.getElementById(PANEL_ID);
    if (panel && !panel.hidden) setSettingsOpen(true);
    const switched = categories.filter((category) => {
      const toggle = document.getElementById(`${PANEL_ID}-${category}`);
      return toggle instanceof HTMLInputElement && toggle.checked;
    });
    if (switched.length) setSelected(switched);
    // Once, on hydration: later renders own the panel and the switches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  // While the banner shows, a link or button the keyboard moves to on the page is scrolled up out from behind it (the
  // browser only brings it into the window, where the banner may still cover it). Not a scroll padding: that would also
  // scroll the page when the banner's own buttons take focus.
  const shown = !state && categories.length > 0;
  useEffect(() => {
    const banner = region.current;
    if (!shown || !banner) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      const box = target.getBoundingClientRect();
      const bannerTop = banner.getBoundingClientRect().top;
      // up by the covered part and a little room, but never so far that its top goes under the navigation (the
      // page's scroll padding at the top)
      const topRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const by = Math.min(box.bottom - bannerTop + FOCUS_ROOM_PX, box.top - topRoom);
      if (box.bottom > bannerTop && by > 0) window.scrollBy(0, by);
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [shown]);

  if (!shown) return null;
  const early = state === undefined;

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
      {...{ [EARLY_BANNER_ATTRIBUTE]: early ? "" : undefined }}
      className={`${NO_SCRIPT.hide} sticky bottom-0 z-30 order-last max-h-[85vh] overflow-y-auto border-t border-line bg-white p-4 shadow-[0_-8px_24px_rgb(15_23_42/0.08)]`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center">
        <p className="text-sm text-ink-soft">
          {consentText.intro} {consentText.acceptAllExplains} {labels.join(", ")}. {consentText.changeLater}{" "}
          <Link to={legalPath("cookie-policy")} className="font-semibold text-brand-800 underline">
            {consentText.policyLink}
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-3 sm:grid-cols-3">
          <button
            type="button"
            {...action(BANNER_ACTIONS.essential)}
            onClick={() => choose([])}
            className={buttonClasses("secondary")}
          >
            {consentText.essentialOnly}
          </button>
          <button
            type="button"
            {...action(BANNER_ACTIONS.all)}
            onClick={() => choose(categories)}
            className={buttonClasses("secondary")}
          >
            {consentText.acceptAll}
          </button>
          <button
            type="button"
            {...action(BANNER_ACTIONS.settings)}
            // the page's first script may have opened the panel before hydration; the banner takes that over
            suppressHydrationWarning
            aria-expanded={settingsOpen}
            aria-controls={PANEL_ID}
            onClick={() => setSettingsOpen((open) => !open)}
            className={`${buttonClasses("ghost")} col-span-2 sm:col-span-1`}
          >
            {consentText.settings}
          </button>
        </div>
      </div>
      <div
        id={PANEL_ID}
        hidden={!settingsOpen}
        suppressHydrationWarning
        className="mx-auto mt-4 max-w-6xl border-t border-line pt-4"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{consentText.settingsLegend}</legend>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            <CategorySwitch
              id={`${PANEL_ID}-essential`}
              label={consentText.essentialLabel}
              description={consentText.essentialDescription}
              checked
              disabled
            />
            {categories.map((category) => (
              <CategorySwitch
                key={category}
                id={`${PANEL_ID}-${category}`}
                category={category}
                label={consentCategoryText[category].label}
                description={consentCategoryText[category].description}
                checked={selected.includes(category)}
                onChange={(on) => toggle(category, on)}
              />
            ))}
          </ul>
        </fieldset>
        <button
          type="button"
          {...action(BANNER_ACTIONS.selected)}
          onClick={() => choose(selected)}
          className={`${buttonClasses("primary")} mt-4`}
        >
          {consentText.save}
        </button>
      </div>
      {/* Hoisted into <head> by React: the browser paints nothing before the banner's text and buttons are read, so a
          phone that reads the page slowly cannot paint the navigation first and the banner a frame later. Only the
          prerendered banner carries it; where nothing is asked no banner is rendered, and nothing waits. */}
      {early && <link rel="expect" href={`#${PANEL_ID}`} blocking="render" />}
    </section>
  );
}

/** One category as a switch: its name labels it, its description describes it. */
/** What a button does, for the page's first script (./earlyConsent.ts). */
const action = (name: (typeof BANNER_ACTIONS)[keyof typeof BANNER_ACTIONS]) => ({ [ACTION_ATTRIBUTE]: name });

function CategorySwitch({
  id,
  category,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  /** The category the switch stands for; none for the essential one, which is always on. */
  category?: ConsentCategory;
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
        {...(category ? { [CATEGORY_ATTRIBUTE]: category } : {})}
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
