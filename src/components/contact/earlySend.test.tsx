import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_FORM_ATTRIBUTE, EARLY_SEND_SCRIPT, FORM_LIVE, SENDING_ATTRIBUTE } from "./earlySend";

const root = document.documentElement;
const globals = window as unknown as Record<string, unknown>;
let listeners: [string, EventListenerOrEventListenerObject][] = [];

/** A prerendered form (its send button disabled), then the script at its end, as the page carries them. */
function pageWithForm(marked = true) {
  const form = document.body.appendChild(document.createElement("form"));
  if (marked) form.setAttribute(CONTACT_FORM_ATTRIBUTE, "");
  form.innerHTML = `<input name="name" value="Kim"><button type="submit" disabled>Senden</button>`;
  const add = vi.spyOn(window, "addEventListener");
  new Function(EARLY_SEND_SCRIPT)();
  listeners.push(
    ...add.mock.calls.map(([type, listener]) => [type, listener] as [string, EventListenerOrEventListenerObject]),
  );
  add.mockRestore();
  return form;
}

/** Submits as a press of the send button does; returns whether the page's own submit handler heard it. */
function press(form: HTMLFormElement) {
  const heard = vi.fn();
  document.addEventListener("submit", heard);
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: form.querySelector("button") });
  form.dispatchEvent(event);
  document.removeEventListener("submit", heard);
  return { prevented: event.defaultPrevented, heard: heard.mock.calls.length > 0 };
}

afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  listeners = [];
  document.body.innerHTML = "";
  root.removeAttribute(SENDING_ATTRIBUTE);
  delete globals[FORM_LIVE];
});

describe("the script at the end of the contact form", () => {
  it("enables the send button", () => {
    expect(pageWithForm().querySelector("button")).toBeEnabled();
  });

  it("keeps a press before the form's code runs: nothing is posted, nothing else hears it, the page is marked", () => {
    expect(press(pageWithForm())).toEqual({ prevented: true, heard: false });
    expect(root.hasAttribute(SENDING_ATTRIBUTE)).toBe(true);
  });

  it("stands aside once the form's code runs", () => {
    const form = pageWithForm();
    globals[FORM_LIVE] = true;
    expect(press(form)).toEqual({ prevented: false, heard: true });
    expect(root.hasAttribute(SENDING_ATTRIBUTE)).toBe(false);
  });

  it("leaves every other form alone", () => {
    const other = pageWithForm(false);
    expect(other.querySelector("button")).toBeDisabled();
    expect(press(other)).toEqual({ prevented: false, heard: true });
    expect(root.hasAttribute(SENDING_ATTRIBUTE)).toBe(false);
  });
});
