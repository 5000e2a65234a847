import { site, whatsappHref } from "~/content/site";

/**
 * Shown only when the browser runs no JavaScript: the form needs scripts to send (its proof of work and the insert
 * run in the browser), so the note names the two ways that work without them.
 */
export function NoScriptContact() {
  return (
    <noscript>
      <div role="note" className="mb-6 rounded-card border border-brand-300 bg-brand-50 p-5 text-ink">
        <p className="font-semibold">Das Formular braucht JavaScript.</p>
        <p className="mt-2">
          Ohne JavaScript erreichen Sie mich per E-Mail an{" "}
          <a href={`mailto:${site.owner.email}`} className="font-semibold text-brand-800 underline">
            {site.owner.email}
          </a>{" "}
          oder per{" "}
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            WhatsApp
          </a>
          .
        </p>
      </div>
    </noscript>
  );
}
