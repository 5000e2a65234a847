import { Link } from "react-router";
import { availabilityWords, isSoldOut, type OfferAvailability } from "~/content/pricing/availability";

const askLinkClasses =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50";
const requestButtonClasses =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-800";

/**
 * The button of an offer on /preise, as the offers' availability says. Sold out: a disabled „Ausverkauft“ button and,
 * beside it, a working link to ask anyway. Otherwise one button, in the availability's words, that opens the contact
 * form about this offer. `subject` names the offer for screen readers.
 */
export function OfferActions({
  availability,
  askHref,
  askLabel,
  subject,
}: {
  availability: OfferAvailability;
  askHref: string;
  askLabel: string;
  subject: string;
}) {
  const words = availabilityWords[availability];
  if (!isSoldOut(availability)) {
    return (
      <div className="mt-6">
        <Link to={askHref} className={requestButtonClasses}>
          {words.action}
          <span className="sr-only">: {subject}</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-col gap-3">
      <button
        type="button"
        disabled
        className="min-h-11 w-full cursor-not-allowed rounded-full border border-line bg-surface-alt px-5 py-2.5 text-sm font-semibold text-ink-soft"
      >
        {words.action}
      </button>
      <Link to={askHref} className={askLinkClasses}>
        {askLabel}
        <span className="sr-only">: {subject}</span>
      </Link>
    </div>
  );
}
