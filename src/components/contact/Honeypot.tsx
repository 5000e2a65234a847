import { fieldIds } from "./fields";

/** The trap's field name: a plausible one that form bots like to fill. */
export const HONEYPOT_NAME = "website";

/**
 * A trap for form bots: a field people never see, reach by keyboard or hear, which bots fill in. When it holds
 * anything, nothing is stored and the bot sees the normal success (~/lib/contact.ts, submitContact).
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
