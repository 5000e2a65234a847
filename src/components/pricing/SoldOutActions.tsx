import { Link } from "react-router";

/** The disabled purchase button and, beside it, a working link to ask anyway. */
export function SoldOutActions({ askHref, askLabel, subject }: { askHref: string; askLabel: string; subject: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3">
      <button
        type="button"
        disabled
        className="min-h-11 w-full cursor-not-allowed rounded-full border border-line bg-surface-alt px-5 py-2.5 text-sm font-semibold text-ink-soft"
      >
        Ausverkauft
      </button>
      <Link
        to={askHref}
        className="inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:bg-brand-50"
      >
        {askLabel}
        <span className="sr-only">: {subject}</span>
      </Link>
    </div>
  );
}
