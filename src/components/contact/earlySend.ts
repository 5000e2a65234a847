/**
 * The contact form before its code has loaded. The prerendered form takes typing natively; its send button is
 * disabled in the HTML, so without JavaScript nothing is ever posted. The script at the end of the form (inline, so it
 * runs as soon as the parser has read the button) enables the button and keeps a press (or Enter in a field) until the
 * form's code runs: nothing is posted natively, `<html>` is marked (SENDING_ATTRIBUTE) and the button reads
 * 'Sende...' by CSS. Once hydrated, the form takes the typed values over (react-hook-form reads changed fields as it
 * registers them) and sends the kept press through its own code: validation, proof of work, insert, toasts.
 */
import { inlineCall } from "~/lib/inline-script";

/** On the contact form: the form this script keeps a press for. */
export const CONTACT_FORM_ATTRIBUTE = "data-contact-form";
/** On `<html>` while a press waits for the form's code. */
export const SENDING_ATTRIBUTE = "data-contact-sending";
/** On the send button's two labels: the usual one, and 'Sende...' shown while a press waits. */
export const LABEL_ATTRIBUTE = "data-send-label";
export const LABELS = { usual: "usual", waiting: "waiting" } as const;
/** Set on window once the form's code handles its own sending. */
export const FORM_LIVE = "__contactFormLive";

type EarlySendOptions = { form: string; sending: string; live: string };

/** The script's code; self-contained, the page carries its source. */
function earlySend(o: EarlySendOptions): void {
  const button = document.querySelector("[" + o.form + "] button[type=submit]");
  if (button instanceof HTMLButtonElement) button.disabled = false;
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (
        !(form instanceof HTMLFormElement) ||
        !form.hasAttribute(o.form) ||
        (window as unknown as Record<string, unknown>)[o.live]
      )
        return;
      // Kept for the form's code; a native post would leave the page and lose the message.
      event.preventDefault();
      event.stopImmediatePropagation();
      document.documentElement.setAttribute(o.sending, "");
    },
    true,
  );
}

/** The script as the page carries it. */
export const EARLY_SEND_SCRIPT = inlineCall(earlySend, {
  form: CONTACT_FORM_ATTRIBUTE,
  sending: SENDING_ATTRIBUTE,
  live: FORM_LIVE,
});

const waitingButton = `html[${SENDING_ATTRIBUTE}] [${CONTACT_FORM_ATTRIBUTE}] button[type=submit]`;
/** The waiting label shows only while a press waits: then the button reads 'Sende...' and looks busy, as while sending. */
export const EARLY_SEND_CSS = [
  `[${LABEL_ATTRIBUTE}="${LABELS.waiting}"]{display:none}`,
  `${waitingButton}{opacity:.6;cursor:progress}`,
  `${waitingButton} [${LABEL_ATTRIBUTE}="${LABELS.usual}"]{display:none}`,
  `${waitingButton} [${LABEL_ATTRIBUTE}="${LABELS.waiting}"]{display:inline}`,
].join("");
