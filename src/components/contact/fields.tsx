import type { ReactNode } from "react";
import type { ContactField } from "~/content/contact";
import { cx } from "~/components/ui/cx";

/** The ids of a field's control and of its error message (the target of aria-describedby). */
export function fieldIds(field: ContactField | "website") {
  return { control: `kontakt-${field}`, error: `kontakt-${field}-fehler` };
}

/** Props every control gets: its id, and when it has an error aria-invalid plus the link to the message. */
export function controlA11y(field: ContactField, error: string | undefined) {
  const ids = fieldIds(field);
  return {
    id: ids.control,
    "aria-required": true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? ids.error : undefined,
  } as const;
}

export const controlClass = (invalid: boolean) =>
  cx(
    "block min-h-12 w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500",
    "focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-surface-alt",
    invalid ? "border-red-700" : "border-slate-400 hover:border-slate-500",
  );

/** A label; `marked` adds the required-field * (hidden from screen readers, which hear "required" from the control). */
export function FieldLabel({
  htmlFor,
  marked = false,
  children,
}: {
  htmlFor: string;
  marked?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {children}
      {marked && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

export function FieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldIds(field).error} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
