import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formText, toastText, validationMessages } from "~/content/contact";
import { ContactForm } from "./ContactForm";
import { CONTACT_FORM_ATTRIBUTE, EARLY_SEND_SCRIPT, SENDING_ATTRIBUTE } from "./earlySend";
import { ContactToasts } from "./toasts";
import { site } from "~/content/site";
import { pagePaths } from "~/lib/page-paths";

// The backend: supabase-js's challenge call and insert, replaced per test. Anything but
// `.rpc("create_contact_challenge")` and `.from(table).insert(row)` fails the test.
const insert = vi.fn<(row: unknown) => Promise<{ error: unknown }>>();
const challenge = {
  algorithm: "SHA-256",
  challenge: "c".repeat(64),
  maxnumber: 50000,
  salt: "0123456789abcdef01234567?expires=4102444800&maxnumber=50000&",
  signature: "s".repeat(64),
};
const rpc = vi.fn(async (name: string) => {
  expect(name).toBe("create_contact_challenge");
  return { data: challenge, error: null };
});
vi.mock("~/lib/supabase", () => ({
  supabase: {
    rpc: (name: string) => rpc(name),
    from: (table: string) => {
      expect(table).toBe("contact_submissions");
      return { insert: (row: unknown) => insert(row) };
    },
  },
}));
// The Web Worker: jsdom has none. Each test decides when the solution is ready.
const solve = vi.fn<(c: typeof challenge) => Promise<{ number: number; took: number }>>();
vi.mock("~/lib/proof-of-work-solver", () => ({ solveInWorker: (c: typeof challenge) => solve(c) }));
/** The ALTCHA fields of a solved proof as the form sends them (its report, form_ms and honeypot, comes beside). */
const solvedProof = (number: number, took = 5) => ({
  algorithm: "SHA-256",
  challenge: challenge.challenge,
  number,
  salt: challenge.salt,
  signature: challenge.signature,
  took,
});
/** The decoded proof_of_work of the n-th insert. */
const sentProof = (n = 0) =>
  JSON.parse(atob((insert.mock.calls[n]![0] as { proof_of_work: string }).proof_of_work)) as Record<string, unknown>;

// jsdom lacks pointer capture, which sonner uses when a toast is pressed (swipe to dismiss).
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

/** The contact page's form and toasts at /kontakt with the given query. */
function contactPage(query = "") {
  const Stub = createRoutesStub([
    {
      path: "/kontakt",
      Component: () => (
        <>
          <ContactForm knownPaths={pagePaths(["die-ersten-90-tage"])} />
          <ContactToasts />
        </>
      ),
    },
  ]);
  return <Stub initialEntries={[`/kontakt${query}`]} />;
}

/** Renders the contact page's form and waits until its send button is enabled (the form's code runs), as a visitor must. */
async function renderForm(query = "") {
  const user = userEvent.setup();
  render(contactPage(query));
  await waitFor(() => expect(submit()).toBeEnabled());
  return user;
}

/** Hydrated pages, unmounted and removed after each test. */
const hydratedPages: { root: Root; container: HTMLElement }[] = [];
/**
 * The prerendered page in the document; `beforeHydration` acts on it as a visitor (and the script before the form)
 * would while the scripts load; then it is hydrated.
 */
async function prerenderAndHydrate(query: string, beforeHydration: (elements: typeof byId) => void) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(contactPage(query));
  beforeHydration(byId);
  const root = await act(async () => hydrateRoot(container, contactPage(query)));
  hydratedPages.push({ root, container });
  return userEvent.setup();
}
/** The prerendered fields, by id (no accessibility tree needed before hydration). */
const byId = {
  text: (name: "name" | "email" | "nachricht") => document.getElementById(`kontakt-${name}`) as HTMLInputElement,
  select: (name: "anrede" | "grund") => document.getElementById(`kontakt-${name}`) as HTMLSelectElement,
  check: () => document.getElementById("kontakt-datenschutz") as HTMLInputElement,
};

type EarlyLead = { anrede: string; name: string; email: string; grund: string; nachricht: string };

/** Types a whole lead into the prerendered fields and ticks the privacy box, as a visitor quicker than the scripts. */
function typeLead(typed: typeof byId, lead: EarlyLead) {
  typed.select("anrede").value = lead.anrede;
  typed.text("name").value = lead.name;
  typed.text("email").value = lead.email;
  typed.select("grund").value = lead.grund;
  typed.text("nachricht").value = lead.nachricht;
  typed.check().checked = true;
}

const field = {
  anrede: () => screen.getByRole("combobox", { name: "Anrede" }),
  name: () => screen.getByRole("textbox", { name: "Name" }),
  email: () => screen.getByRole("textbox", { name: "E-Mail" }),
  grund: () => screen.getByRole("combobox", { name: "Grund" }),
  nachricht: () => screen.getByRole("textbox", { name: "Nachricht" }),
  datenschutz: () => screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }),
};
const submit = () => screen.getByRole("button", { name: formText.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field.anrede(), "frau");
  await user.type(field.name(), "Erika Mustermann");
  await user.type(field.email(), "erika@example.de");
  await user.selectOptions(field.grund(), "fragen");
  await user.type(field.nachricht(), "Was kostet ein Werbevideo?");
  await user.click(field.datenschutz());
}

beforeEach(() => {
  insert.mockReset();
  rpc.mockClear();
  solve.mockReset();
  solve.mockResolvedValue({ number: 4711, took: 5 });
});
afterEach(() => {
  for (const { root, container } of hydratedPages.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  document.documentElement.removeAttribute(SENDING_ATTRIBUTE);
  toast.dismiss();
  vi.restoreAllMocks();
});

describe("ContactForm", () => {
  it("starts empty, consent off, with * on name, e-mail and message only", async () => {
    await renderForm();
    expect(field.anrede()).toHaveValue("");
    expect(field.name()).toHaveValue("");
    expect(field.email()).toHaveValue("");
    expect(field.grund()).toHaveValue("");
    expect(field.nachricht()).toHaveValue("");
    expect(field.datenschutz()).not.toBeChecked();
    const starred = [...document.querySelectorAll("label")].filter((label) => label.textContent?.endsWith("*"));
    expect(starred.map((label) => label.htmlFor)).toEqual(["kontakt-name", "kontakt-email", "kontakt-nachricht"]);
    expect(field.nachricht()).toHaveStyle({ minHeight: "120px" });
    expect(
      within(field.anrede())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Bitte wählen", "Herr", "Frau", "Divers"]);
    expect(screen.getByRole("link", { name: /Datenschutzerklärung/ })).toHaveAttribute("href", "/legal#datenschutz");
  });

  it("asks to acknowledge the privacy notice (no consent) and says the offer is for businesses only", async () => {
    await renderForm();
    expect(field.datenschutz()).toHaveAccessibleName(/^Ich habe die Datenschutzerklärung.*zur Kenntnis genommen\.$/);
    expect(document.body.textContent).not.toMatch(/stimme .*zu/);
    expect(screen.getByText(site.b2bNotice)).toBeInTheDocument();
  });

  it("shows the six messages at their fields, marks them invalid and focuses the first", async () => {
    const user = await renderForm();
    await user.click(submit());
    for (const [name, message] of Object.entries(validationMessages)) {
      const control = field[name as keyof typeof field]();
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(field.anrede()).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field in form order", async () => {
    const user = await renderForm();
    await user.selectOptions(field.anrede(), "herr");
    await user.type(field.name(), "Max");
    await user.type(field.email(), "max@");
    await user.click(submit());
    expect(field.email()).toHaveFocus();
    expect(field.name()).not.toHaveAttribute("aria-invalid");
  });

  it("sends the six values, shows 'Sende...' while sending, then resets and thanks for good", async () => {
    let answer!: (value: { error: null }) => void;
    insert.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = await renderForm();
    await fillValid(user);
    await user.click(submit());

    const sending = await screen.findByRole("button", { name: "Sende..." });
    expect(sending).toBeDisabled();
    expect(insert).toHaveBeenCalledExactlyOnceWith({
      anrede: "frau",
      name: "Erika Mustermann",
      email: "erika@example.de",
      grund: "fragen",
      nachricht: "Was kostet ein Werbevideo?",
      datenschutz: true,
      proof_of_work: expect.any(String),
    });
    expect(sentProof()).toMatchObject(solvedProof(4711));
    expect(sentProof().form_ms).toEqual(expect.any(Number));
    expect(sentProof().form_ms as number).toBeGreaterThan(0);
    expect(sentProof()).not.toHaveProperty("honeypot");
    answer({ error: null });

    const thanks = await screen.findByRole("status");
    expect(thanks).toHaveTextContent("Vielen Dank! ⭐");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole("button", { name: formText.submit })).toBeNull();
    expect(await screen.findByText(toastText.success.title)).toBeInTheDocument();
    expect(screen.getByText(toastText.success.description)).toBeInTheDocument();
    expect(field.name()).toHaveValue("");
    expect(field.nachricht()).toHaveValue("");
    expect(field.datenschutz()).not.toBeChecked();
  });

  it("solves the challenge while the visitor types: started once on the first focus, not before", async () => {
    const user = await renderForm();
    expect(rpc).not.toHaveBeenCalled();
    await fillValid(user);
    await waitFor(() => expect(solve).toHaveBeenCalledOnce());
    expect(solve).toHaveBeenCalledWith(challenge);
    expect(rpc).toHaveBeenCalledOnce();
  });

  it("reads 'Sende...' until the solution is ready when the visitor sends before it is", async () => {
    let solved!: (value: { number: number; took: number }) => void;
    solve.mockImplementation(() => new Promise((resolve) => (solved = resolve)));
    insert.mockResolvedValue({ error: null });
    const user = await renderForm();
    await fillValid(user);
    await user.click(submit());

    const sending = await screen.findByRole("button", { name: "Sende..." });
    expect(sending).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(insert).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sende..." })).toBeDisabled();

    solved({ number: 99, took: 1400 });
    expect(await screen.findByRole("status")).toHaveTextContent("Vielen Dank! ⭐");
    expect(insert).toHaveBeenCalledOnce();
    expect(sentProof()).toMatchObject(solvedProof(99, 1400));
  });

  it("uses a new solution for the next attempt after a failed send", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    insert
      .mockResolvedValueOnce({ error: { code: "PT429", message: "too many submissions" } })
      .mockResolvedValue({ error: null });
    solve.mockResolvedValueOnce({ number: 1, took: 5 }).mockResolvedValue({ number: 2, took: 5 });
    const user = await renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(toastText.failed.description);
    await user.click(submit());
    await screen.findByRole("status");
    expect([sentProof(0), sentProof(1)]).toMatchObject([solvedProof(1), solvedProof(2)]);
  });

  it.each([
    ["a backend error", () => Promise.resolve({ error: { code: "PT429", message: "too many submissions" } })],
    ["a thrown error", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps every input and shows the error toast on %s", async (_case, failure) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    insert.mockImplementation(failure);
    const user = await renderForm();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText(toastText.failed.description)).toBeInTheDocument();
    expect(screen.getByText(toastText.failed.title)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole("status")).toBeNull();
    expect(field.anrede()).toHaveValue("frau");
    expect(field.name()).toHaveValue("Erika Mustermann");
    expect(field.email()).toHaveValue("erika@example.de");
    expect(field.grund()).toHaveValue("fragen");
    expect(field.nachricht()).toHaveValue("Was kostet ein Werbevideo?");
    expect(field.datenschutz()).toBeChecked();
  });

  it("lets a toast be closed with its German close button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    insert.mockResolvedValue({ error: { message: "boom" } });
    const user = await renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(toastText.failed.description);
    await user.click(screen.getByRole("button", { name: toastText.close }));
    await waitFor(() => expect(screen.queryByText(toastText.failed.description)).toBeNull());
  });

  it("sends a filled honeypot along for the database to score (nothing is dropped in the browser)", async () => {
    insert.mockResolvedValue({ error: null });
    const user = await renderForm();
    await fillValid(user);
    const trap = document.querySelector<HTMLInputElement>("input[name=website]")!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    trap.value = "https://spam.example";
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent("Vielen Dank! ⭐");
    expect(insert).toHaveBeenCalledOnce();
    expect(sentProof()).toMatchObject({ ...solvedProof(4711), honeypot: "https://spam.example" });
  });

  it("sends the page and call to action named by the link that led here", async () => {
    insert.mockResolvedValue({ error: null });
    const user = await renderForm("?grund=fragen&seite=%2Fservices%2Fseo-experte&cta=seitenende");
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole("status");
    expect(insert).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ grund: "fragen", source_page: "/services/seo-experte", source_cta: "seitenende" }),
    );
  });

  it("drops an unknown page or call to action without a word, and sends no source when opened directly", async () => {
    insert.mockResolvedValue({ error: null });
    for (const query of ["?seite=%2Fgibt-es-nicht&cta=erfunden", ""]) {
      const user = await renderForm(query);
      await fillValid(user);
      await user.click(submit());
      await screen.findByRole("status");
      const row = insert.mock.calls.at(-1)![0] as Record<string, unknown>;
      expect(row).not.toHaveProperty("source_page");
      expect(row).not.toHaveProperty("source_cta");
      cleanup();
    }
  });

  it("prefills reason and message from a service link", async () => {
    await renderForm("?grund=service-spezifisch&service=seo-experte");
    await waitFor(() => expect(field.grund()).toHaveValue("service-spezifisch"));
    expect(field.nachricht()).toHaveValue(
      "Hallo, ich interessiere mich für Ihre Leistung „SEO-Experte“. Bitte senden Sie mir weitere Informationen und ein individuelles Angebot.",
    );
  });

  it("is prerendered with its send button disabled (nothing posts without scripts), and the script that enables it after it", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(contactPage());
    const form = page.querySelector("form")!;
    expect(form).toHaveAttribute(CONTACT_FORM_ATTRIBUTE);
    const button = form.querySelector("button[type=submit]")!;
    expect(button).toBeDisabled();
    const script = form.lastElementChild!;
    expect(script.tagName).toBe("SCRIPT");
    expect(script.textContent).toBe(EARLY_SEND_SCRIPT);
    expect(button.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps everything typed before hydration, and sends it", async () => {
    insert.mockResolvedValue({ error: null });
    const lead = {
      anrede: "divers",
      name: "Kim Früh",
      email: "kim@example.de",
      grund: "preise",
      nachricht: "Geschrieben, bevor die Seite fertig war.",
    };
    const user = await prerenderAndHydrate("", (typed) => typeLead(typed, lead));
    expect(field.name()).toHaveValue("Kim Früh");
    expect(field.nachricht()).toHaveValue("Geschrieben, bevor die Seite fertig war.");
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent("Vielen Dank! ⭐");
    expect(insert).toHaveBeenCalledExactlyOnceWith({
      ...lead,
      datenschutz: true,
      proof_of_work: expect.any(String),
    });
  });

  it("sends a press kept before hydration once the form's code runs, exactly once", async () => {
    insert.mockResolvedValue({ error: null });
    await prerenderAndHydrate("", (typed) => {
      typeLead(typed, {
        anrede: "herr",
        name: "Max Eilig",
        email: "max@example.de",
        grund: "fragen",
        nachricht: "Gleich abgeschickt, noch beim Laden.",
      });
      document.documentElement.setAttribute(SENDING_ATTRIBUTE, "");
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Vielen Dank! ⭐");
    expect(document.documentElement).not.toHaveAttribute(SENDING_ATTRIBUTE);
    expect(insert).toHaveBeenCalledOnce();
    expect(insert.mock.calls[0]![0]).toMatchObject({
      name: "Max Eilig",
      nachricht: "Gleich abgeschickt, noch beim Laden.",
    });
  });

  it("a press kept before hydration on an empty form shows the messages, and sends nothing", async () => {
    await prerenderAndHydrate("", () => document.documentElement.setAttribute(SENDING_ATTRIBUTE, ""));
    await waitFor(() => expect(field.anrede()).toHaveAttribute("aria-invalid", "true"));
    expect(field.anrede()).toHaveFocus();
    expect(submit()).toBeEnabled();
    expect(insert).not.toHaveBeenCalled();
  });

  it("a link's prefill never replaces a message written or a reason chosen before hydration", async () => {
    await prerenderAndHydrate("?grund=service-spezifisch&service=seo-experte", (typed) => {
      typed.text("nachricht").value = "Meine eigene Frage.";
    });
    await waitFor(() => expect(field.grund()).toHaveValue("service-spezifisch"));
    expect(field.nachricht()).toHaveValue("Meine eigene Frage.");
    cleanup();
    for (const { root, container } of hydratedPages.splice(0)) {
      act(() => root.unmount());
      container.remove();
    }
    await prerenderAndHydrate("?grund=service-spezifisch&service=seo-experte", (typed) => {
      typed.select("grund").value = "preise";
    });
    await waitFor(() => expect(field.nachricht()).not.toHaveValue(""));
    expect(field.grund()).toHaveValue("preise");
  });

  it("shows an unknown reason as given, selected", async () => {
    await renderForm("?grund=kooperation");
    await waitFor(() => expect(field.grund()).toHaveValue("kooperation"));
    expect(within(field.grund()).getByRole("option", { name: "kooperation", selected: true })).toBeInTheDocument();
  });
});
