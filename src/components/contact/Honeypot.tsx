import { fieldIds } from "./fields";

/** The trap's field name: a plausible one that form bots like to fill. */
export const HONEYPOT_NAME = "website";

/**
 * A trap for form bots: a field people never see, reach by keyboard or hear, which bots fill in. Its value goes with
 * the proof of work; the database scores a filled one as spam (stored, no automatic reply, no single notice), so a
 * person whose browser filled it by mistake loses nothing.
 */
export function Honeypot() {
  const id = fieldIds("website").control;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
