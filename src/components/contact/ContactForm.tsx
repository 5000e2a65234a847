import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { CONTACT } from "~/content/behaviour";
import { formText, salutations, toastText } from "~/content/contact";
import {
  CONTACT_MAX_LENGTH,
  contactSchema,
  emptyContactForm,
  preloadBackend,
  reasonOptions,
  submitContact,
  type ContactFormValues,
  type ContactSubmission,
} from "~/lib/contact";
import { createProofSource } from "~/lib/proof-of-work";
import { leadSourceFromQuery } from "~/lib/lead-source";
import { markLive } from "~/lib/inline-script";
import { legalPath } from "~/content/paths";
import { Button } from "~/components/ui/Button";
import { FieldError, FieldLabel, controlA11y, controlClass, fieldIds } from "./fields";
import { HONEYPOT_NAME, Honeypot } from "./Honeypot";
import { ThankYou } from "./ThankYou";
import { showToast } from "./toasts";
import { useContactPrefill } from "./useContactPrefill";
import { useHydrated } from "~/components/ui/useHydrated";
import { site } from "~/content/site";
import {
  CONTACT_FORM_ATTRIBUTE,
  EARLY_SEND_CSS,
  EARLY_SEND_SCRIPT,
  FORM_LIVE,
  LABELS,
  LABEL_ATTRIBUTE,
  SENDING_ATTRIBUTE,
} from "./earlySend";

/**
 * The contact form: validated by zod (one fixed German message at each field, focus on the first invalid one), prefilled
 * from the link's query, sent with supabase-js. States: idle → sending ('Sende...', disabled) → sent (the button is
 * replaced for good by the thanks block) or failed (error toast, every input kept).
 * Usable from the first paint: what the visitor types before hydration stays, and a press of the send button before
 * then is kept by the script at the end of the form (./earlySend.ts) and sent once the form's code runs. Without JavaScript
 * the button stays disabled: nothing is ever posted natively.
 * When the visitor starts on the form, a Web Worker solves the backend's proof-of-work challenge; sending waits for it
 * (the button reads 'Sende...' meanwhile), so a quick visitor notices nothing but a slightly longer send.
 * The link's source (page and call to action, see ~/lib/lead-source.ts) goes with the lead when the page is one of
 * `knownPaths` and the call to action a known one.
 */
export function ContactForm({ knownPaths }: { knownPaths: readonly string[] }) {
  const hydrated = useHydrated();
  const prefill = useContactPrefill();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState(false);
  /** A failed send: the button was disabled while sending, which takes the focus away from it. */
  const [focusLost, setFocusLost] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [proofs] = useState(createProofSource);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: zodResolver(contactSchema),
    // A field the visitor changed in the prerendered form before hydration registers with its value, as changed
    // (react-hook-form reads it from the field then), so nothing typed early is lost.
    defaultValues: emptyContactForm,
  });

  // Applied after the render that added a linked-in reason to the options, so the select can show it; never over what
  // the visitor already chose or wrote.
  useEffect(() => {
    if (!prefill) return;
    if (prefill.grund && !getFieldState("grund").isDirty) setValue("grund", prefill.grund);
    if (prefill.nachricht && !getFieldState("nachricht").isDirty) setValue("nachricht", prefill.nachricht);
  }, [prefill, setValue, getFieldState]);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  // After a failed send, once the button is enabled again, give it the focus back (unless the visitor moved on).
  useEffect(() => {
    if (!focusLost || isSubmitting) return;
    setFocusLost(false);
    if (document.activeElement === document.body || document.activeElement === null) {
      formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    }
  }, [focusLost, isSubmitting]);

  // supabase-js loads and the proof of work starts when the visitor starts on the form, not with the page (or at
  // once, when the visitor started before hydration).
  useEffect(() => {
    const element = formRef.current;
    const start = () => {
      preloadBackend();
      proofs.prepare();
    };
    if (element?.contains(document.activeElement) || Object.values(getValues()).some(Boolean)) {
      start();
      return;
    }
    element?.addEventListener("focusin", start, { once: true });
    return () => element?.removeEventListener("focusin", start);
  }, [proofs, getValues]);

  // From hydration on, the form's code sends: a press kept before then is sent now, through validation and the proof
  // of work, as if pressed just now.
  useLayoutEffect(() => {
    markLive(FORM_LIVE);
    const root = document.documentElement;
    if (!root.hasAttribute(SENDING_ATTRIBUTE)) return;
    root.removeAttribute(SENDING_ATTRIBUTE);
    queueMicrotask(() => formRef.current?.requestSubmit());
  }, []);

  async function send(values: ContactSubmission, event?: BaseSyntheticEvent) {
    const trap = event?.target instanceof HTMLFormElement ? event.target.elements.namedItem(HONEYPOT_NAME) : null;
    const outcome = await submitContact(values, {
      honeypot: trap instanceof HTMLInputElement ? trap.value : "",
      proof: proofs.take,
      source: leadSourceFromQuery(searchParams, knownPaths),
    });
    if (outcome === "sent") {
      reset(emptyContactForm);
      if (trap instanceof HTMLInputElement) trap.value = "";
      setSent(true);
      showToast("success", toastText.success);
      return;
    }
    showToast("error", outcome === "incomplete" ? toastText.incomplete : toastText.failed);
    setFocusLost(true);
    proofs.prepare(); // the next attempt needs a new solution
  }

  const error = (field: keyof ContactFormValues) => errors[field]?.message;
  const reasons = reasonOptions(prefill?.grund);

  return (
    <form
      ref={formRef}
      {...{ [CONTACT_FORM_ATTRIBUTE]: "" }}
      method="post"
      noValidate
      aria-label={formText.formLabel}
      onSubmit={handleSubmit(send)}
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10"
    >
      {/* Hoisted into <head> by React (a style sheet belongs there), so it applies from the first paint. */}
      <style href="contact-early-send" precedence="default">
        {EARLY_SEND_CSS}
      </style>
      <Honeypot />
      <fieldset disabled={sent} className="m-0 grid min-w-0 gap-6 border-0 p-0 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={fieldIds("anrede").control}>{formText.labels.anrede}</FieldLabel>
          <select
            {...controlA11y("anrede", error("anrede"))}
            {...register("anrede")}
            className={controlClass(!!error("anrede"))}
          >
            <option value="">{formText.placeholders.anrede}</option>
            {salutations.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError field="anrede" message={error("anrede")} />
        </div>

        <div>
          <FieldLabel htmlFor={fieldIds("name").control} marked>
            {formText.labels.name}
          </FieldLabel>
          <input
            {...controlA11y("name", error("name"))}
            {...register("name")}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.name}
            placeholder={formText.placeholders.name}
            className={controlClass(!!error("name"))}
          />
          <FieldError field="name" message={error("name")} />
        </div>

        <div>
          <FieldLabel htmlFor={fieldIds("email").control} marked>
            {formText.labels.email}
          </FieldLabel>
          <input
            {...controlA11y("email", error("email"))}
            {...register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={CONTACT_MAX_LENGTH.email}
            placeholder={formText.placeholders.email}
            className={controlClass(!!error("email"))}
          />
          <FieldError field="email" message={error("email")} />
        </div>

        <div>
          <FieldLabel htmlFor={fieldIds("grund").control}>{formText.labels.grund}</FieldLabel>
          <select
            {...controlA11y("grund", error("grund"))}
            {...register("grund")}
            className={controlClass(!!error("grund"))}
          >
            <option value="">{formText.placeholders.grund}</option>
            {reasons.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError field="grund" message={error("grund")} />
        </div>

        <div className="sm:col-span-2">
          <FieldLabel htmlFor={fieldIds("nachricht").control} marked>
            {formText.labels.nachricht}
          </FieldLabel>
          <textarea
            {...controlA11y("nachricht", error("nachricht"))}
            {...register("nachricht")}
            rows={6}
            maxLength={CONTACT_MAX_LENGTH.nachricht}
            placeholder={formText.placeholders.nachricht}
            style={{ minHeight: CONTACT.messageMinHeightPx }}
            className={`${controlClass(!!error("nachricht"))} resize-y`}
          />
          <FieldError field="nachricht" message={error("nachricht")} />
        </div>

        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              {...controlA11y("datenschutz", error("datenschutz"))}
              {...register("datenschutz")}
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700"
            />
            <label
              htmlFor={fieldIds("datenschutz").control}
              className="cursor-pointer text-sm leading-relaxed text-ink-soft"
            >
              {formText.consent.before}
              <a
                href={legalPath("datenschutz")}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {formText.consent.link}
                <span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
              {formText.consent.after}
            </label>
          </div>
          <FieldError field="datenschutz" message={error("datenschutz")} />
        </div>
      </fieldset>

      <div className="mt-8">
        {sent ? (
          <ThankYou ref={thanks} />
        ) : (
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || isSubmitting}
            // the script at the end of the form enables it before hydration (without JavaScript it stays disabled)
            suppressHydrationWarning
            className="w-full sm:w-auto"
          >
            <span {...{ [LABEL_ATTRIBUTE]: LABELS.usual }}>{isSubmitting ? formText.sending : formText.submit}</span>
            <span {...{ [LABEL_ATTRIBUTE]: LABELS.waiting }}>{formText.sending}</span>
          </Button>
        )}
        <p className="mt-4 text-sm text-muted">{site.b2bNotice}</p>
      </div>
      {/* After the send button: enables it and keeps a press until hydration. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEND_SCRIPT }} />
    </form>
  );
}
