// The contact page against the real local stack (tests/e2e/global-setup.ts): browser → challenge from the database →
// Web Worker → supabase-js → gateway → Postgres (proof of work, constraints, RLS, limits) → trigger → pg_net
// stand-in → Edge Function → mail catcher. No mocks; page.route only delays a request and then lets it through to the
// real gateway.
import type { Page, Request } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { CONSENT } from "../../src/content/behaviour";
import { formText, toastText, validationMessages } from "../../src/content/contact";
import { chooseConsent, expect, expectNoA11yViolations, test } from "./fixtures";
import { solvedContactProof } from "../../tools/local-stack/contact-proof.ts";
import { caughtMails, closeSql, e2eStack, sql, stackComponent } from "./stack";
import { holdScripts, isHydrated } from "./while-loading";

// Tests in this file run one after another in one worker: one of them stops the shared gateway for a moment.
test.describe.configure({ mode: "default" });

const stack = e2eStack();
const insertUrl = `${stack.apiUrl}/rest/v1/contact_submissions`;
const challengeUrl = `${stack.apiUrl}/rest/v1/rpc/create_contact_challenge`;

type Row = { anrede: string; name: string; email: string; grund: string; nachricht: string; datenschutz: boolean };

/** A unique address per test, so rows, mails and rate limits of one test never meet another's. */
const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.de`;

async function rowsFor(email: string): Promise<Row[]> {
  const { rows } = await sql<Row>(
    "select anrede, name, email, grund, nachricht, datenschutz from public.contact_submissions where email = $1",
    [email],
  );
  return rows;
}

function form(page: Page) {
  return {
    anrede: page.getByRole("combobox", { name: "Anrede" }),
    name: page.getByRole("textbox", { name: "Name" }),
    email: page.getByRole("textbox", { name: "E-Mail" }),
    grund: page.getByRole("combobox", { name: "Grund" }),
    nachricht: page.getByRole("textbox", { name: "Nachricht" }),
    datenschutz: page.getByRole("checkbox", { name: /Datenschutzerklärung/ }),
    submit: page.getByRole("button", { name: formText.submit }),
    sending: page.getByRole("button", { name: formText.sending }),
    thanks: page.getByRole("status").filter({ hasText: formText.thanks.title }),
  };
}

/** Opens /kontakt (cookie choice made, so the banner stays away) and waits until the form is hydrated. */
async function openContact(page: Page, query = "") {
  await chooseConsent(page);
  await page.goto(`/kontakt${query}`);
  await expect(form(page).submit).toBeEnabled();
  return form(page);
}

async function fill(page: Page, row: Row) {
  const f = form(page);
  await f.anrede.selectOption(row.anrede);
  await f.name.fill(row.name);
  await f.email.fill(row.email);
  await f.grund.selectOption(row.grund);
  await f.nachricht.fill(row.nachricht);
  if (row.datenschutz) await f.datenschutz.check();
}

function aRow(label: string, overrides: Partial<Row> = {}): Row {
  return {
    anrede: "frau",
    name: "Jürgen Groß-Müller",
    email: uniqueEmail(label),
    grund: "fragen",
    nachricht: `Grüß Gott! Was kostet ein Werbevideo für meine Bäckerei? (${randomUUID().slice(0, 8)})`,
    datenschutz: true,
    ...overrides,
  };
}

/** The insert requests the page sends to the gateway. */
function insertRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(insertUrl) && request.method() === "POST") requests.push(request);
  });
  return requests;
}

async function expectFailureToast(page: Page) {
  const toast = page.getByRole("listitem").filter({ hasText: toastText.failed.description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toastText.failed.title);
  await expect(toast).toHaveAttribute("data-type", "error");
}

async function expectKept(page: Page, row: Row) {
  const f = form(page);
  await expect(f.anrede).toHaveValue(row.anrede);
  await expect(f.name).toHaveValue(row.name);
  await expect(f.email).toHaveValue(row.email);
  await expect(f.grund).toHaveValue(row.grund);
  await expect(f.nachricht).toHaveValue(row.nachricht);
  await expect(f.datenschutz).toBeChecked();
  await expect(f.submit).toBeEnabled();
  await expect(f.thanks).toHaveCount(0);
}

test.beforeAll(() => {
  expect(
    stack.buildTalksToStack,
    `the build must talk to the test stack: build with VITE_SUPABASE_URL=${stack.apiUrl} (npm test does)`,
  ).toBe(true);
});

test.afterAll(async () => {
  await closeSql();
});

test("a message sent from /kontakt lands in the table with exactly the typed values, and its auto-reply goes out", async ({
  page,
  consoleErrors,
}) => {
  const row = aRow("erfolg");
  const requests = insertRequests(page);
  const f = await openContact(page);
  await fill(page, row);
  await f.submit.click();

  await expect(f.thanks).toBeVisible();
  await expect(f.thanks).toBeFocused();
  await expect(f.submit).toHaveCount(0);
  const toast = page.getByRole("listitem").filter({ hasText: toastText.success.title });
  await expect(toast).toContainText(toastText.success.description);
  await expect(toast).toHaveAttribute("data-type", "success");
  await expect(page.getByRole("region", { name: toastText.regionLabel })).toHaveAttribute("aria-live", "polite");
  // the form is reset
  await expect(f.name).toHaveValue("");
  await expect(f.email).toHaveValue("");
  await expect(f.nachricht).toHaveValue("");
  await expect(f.anrede).toHaveValue("");
  await expect(f.grund).toHaveValue("");
  await expect(f.datenschutz).not.toBeChecked();

  // one POST with the six values and the anon key, asking for nothing back (no .select())
  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(new URL(request.url()).searchParams.has("select")).toBe(false);
  expect(request.headers()["prefer"] ?? "").not.toContain("return=representation");
  expect(request.headers()["apikey"]).toBe(stack.anonKey);
  // the six values and the solved challenge, which the database checks and does not store
  const { proof_of_work: proof, ...sent } = request.postDataJSON() as Row & { proof_of_work: string };
  expect(sent).toEqual(row);
  const payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8"));
  expect(payload).toMatchObject({
    algorithm: "SHA-256",
    number: expect.any(Number),
    salt: expect.stringContaining("expires="),
  });
  // the time on the form goes with it, for the spam score; an empty hidden field is not sent
  expect(payload.form_ms).toBeGreaterThan(0);
  expect(payload).not.toHaveProperty("honeypot");
  expect((await request.response())?.status()).toBe(201);

  expect(await rowsFor(row.email)).toEqual([row]);
  const { rows: stored } = await sql<{ status: string }>(
    "select status from public.contact_submissions where email = $1",
    [row.email],
  );
  expect(stored).toEqual([{ status: "lead" }]);

  const { rows } = await sql<{ id: string }>("select id from public.contact_submissions where email = $1", [row.email]);
  const id = rows[0]!.id;
  await expect
    .poll(
      async () =>
        (await caughtMails()).filter((mail) => mail.to.includes(row.email)).map((mail) => mail.idempotency_key),
      {
        message: "the auto-reply reaches the mail catcher",
        timeout: 15_000,
      },
    )
    .toEqual([`contact-${id}-autoreply`]);
  // the automatic reply carries none of the visitor's text
  const reply = (await caughtMails()).find((mail) => mail.to.includes(row.email))!;
  for (const part of [reply.subject, reply.text ?? "", reply.html ?? ""]) {
    expect(part).not.toContain("Groß-Müller");
    expect(part).not.toContain("Bäckerei");
  }

  // no session, no storage writes by supabase-js
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([CONSENT.storageKey]);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);
  await expectNoA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the toasts' live region is not in the prerendered page and is in place once it has hydrated", async ({
  page,
}) => {
  const prerendered = await (await page.request.get("/kontakt")).text();
  expect(prerendered).toContain("<form");
  expect(prerendered).not.toContain(`aria-label="${toastText.regionLabel}`);
  await openContact(page);
  await expect(page.getByRole("region", { name: toastText.regionLabel })).toHaveCount(1);
});

test("an empty submit shows the six messages at their fields and focuses the first", async ({
  page,
  consoleErrors,
}) => {
  const requests = insertRequests(page);
  const f = await openContact(page);
  await f.submit.click();

  const controls = [f.anrede, f.name, f.email, f.grund, f.nachricht, f.datenschutz];
  const messages = Object.values(validationMessages);
  for (const [index, control] of controls.entries()) {
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(messages[index]!);
    await expect(page.getByText(messages[index]!, { exact: true })).toBeVisible();
  }
  await expect(f.anrede).toBeFocused();
  expect(requests).toHaveLength(0);

  // fixing a field clears its message
  await f.name.fill("Erika");
  await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(validationMessages.name, { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("while sending, the button reads 'Sende...' and is disabled, and nothing is sent twice", async ({ page }) => {
  const row = aRow("sende");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${insertUrl}*`, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  const requests = insertRequests(page);
  const f = await openContact(page);
  await fill(page, row);
  await f.submit.click();

  await expect(f.sending).toBeVisible();
  await expect(f.sending).toBeDisabled();
  await f.nachricht.press("Control+Enter");
  await f.email.press("Enter");
  await f.sending.click({ force: true });
  release();

  await expect(f.thanks).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await rowsFor(row.email)).toEqual([row]);
});

test("sent before the challenge is solved, the button reads 'Sende...' until it is, then the lead is stored", async ({
  page,
}) => {
  const row = aRow("frueh");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // the challenge answer is held back, so the solution cannot be ready when the visitor presses send
  await page.route(`${challengeUrl}*`, async (route) => {
    await released;
    await route.continue();
  });
  const requests = insertRequests(page);
  const f = await openContact(page);
  await fill(page, row);
  await f.submit.click();

  await expect(f.sending).toBeVisible();
  await expect(f.sending).toBeDisabled();
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
  await expect(f.sending).toBeVisible();
  release();

  await expect(f.thanks).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await rowsFor(row.email)).toEqual([row]);
});

test("typed and sent while the page's scripts are still loading: nothing is lost, nothing posts natively, the lead is stored once", async ({
  page,
  consoleErrors,
}) => {
  const row = aRow("beim-laden");
  const requests = insertRequests(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await chooseConsent(page);
  const release = await holdScripts(page);
  await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
  const f = form(page);
  await fill(page, row);
  await f.submit.click();
  await expect(f.sending, "the press is kept and shown").toBeVisible();
  await f.nachricht.press("Control+Enter");
  await f.email.press("Enter");
  expect(await isHydrated(page), "all of this before hydration").toBe(false);
  expect(requests).toHaveLength(0);

  release();
  await expect(f.thanks).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(documents, "no native post, no reload").toEqual(["GET /kontakt"]);
  expect(await rowsFor(row.email)).toEqual([row]);
  expect(consoleErrors).toEqual([]);
});

test("with the backend stopped, the error toast shows and every input stays; sending again works once it is back", async ({
  page,
  consoleErrors,
}) => {
  const row = aRow("ausfall");
  const f = await openContact(page);
  await fill(page, row);
  await stackComponent("gateway", "stop");
  try {
    await f.submit.click();
    await expectFailureToast(page);
    await expectKept(page, row);
    await expect(f.submit).toBeFocused();
  } finally {
    await stackComponent("gateway", "start");
  }
  expect(consoleErrors.some((line) => line.includes("[kontakt]"))).toBe(true);
  expect(await rowsFor(row.email)).toEqual([]);

  await f.submit.click();
  await expect(f.thanks).toBeVisible();
  expect(await rowsFor(row.email)).toEqual([row]);
});

test("when the database's limit answers 429, the error toast shows and every input stays", async ({
  page,
  request,
}) => {
  const row = aRow("limit");
  const { rows } = await sql<{ per_email_max: number }>(
    "select per_email_max from private.contact_submission_settings",
  );
  const limit = rows[0]!.per_email_max;
  // earlier messages from the same address, sent through the gateway as visitors send them
  for (let index = 0; index < limit; index++) {
    const response = await request.post(insertUrl, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, prefer: "return=minimal" },
      data: {
        ...row,
        nachricht: `Frühere Nachricht Nummer ${index + 1}`,
        proof_of_work: await solvedContactProof(stack.apiUrl, stack.anonKey),
      },
    });
    expect(response.status()).toBe(201);
  }

  const f = await openContact(page);
  await fill(page, row);
  const answer = page.waitForResponse(
    (response) => response.url().startsWith(insertUrl) && response.request().method() === "POST",
  );
  await f.submit.click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect((await response.json()).code).toBe("PT429");

  await expectFailureToast(page);
  await expectKept(page, row);
  expect(await rowsFor(row.email)).toHaveLength(limit);
});

test.describe("prefill from the link", () => {
  const requestText = (name: string) =>
    `Hallo, ich interessiere mich für Ihre Leistung „${name}“. Bitte senden Sie mir weitere Informationen und ein individuelles Angebot.`;

  const cases: { query: string; grund: string; reasonLabel: string; nachricht: string }[] = [
    {
      query: "?grund=gratis-video",
      grund: "gratis-video",
      reasonLabel: "Kostenloses Testvideo anfordern",
      nachricht: "",
    },
    { query: "?grund=preise", grund: "preise", reasonLabel: "Preise aller Pakete erfahren", nachricht: "" },
    {
      query: "?grund=service-spezifisch",
      grund: "service-spezifisch",
      reasonLabel: "Eine bestimmte Leistung",
      nachricht: "",
    },
    {
      query: "?grund=service-spezifisch&service=brand-designer",
      grund: "service-spezifisch",
      reasonLabel: "Eine bestimmte Leistung",
      nachricht: requestText("Brand Designer"),
    },
    {
      query: "?grund=service-spezifisch&service=videoeditor",
      grund: "service-spezifisch",
      reasonLabel: "Eine bestimmte Leistung",
      nachricht: requestText("Videoeditor/Cutter"),
    },
    {
      query: "?grund=service-spezifisch&service=podcast-schnitt",
      grund: "service-spezifisch",
      reasonLabel: "Eine bestimmte Leistung",
      nachricht: requestText("podcast-schnitt"),
    },
    {
      query: "?grund=preise&service=chatbot",
      grund: "preise",
      reasonLabel: "Preise aller Pakete erfahren",
      nachricht: "",
    },
    { query: "?service=chatbot", grund: "", reasonLabel: "Bitte wählen", nachricht: "" },
    { query: "?grund=kooperation", grund: "kooperation", reasonLabel: "kooperation", nachricht: "" },
  ];

  for (const { query, grund, reasonLabel, nachricht } of cases) {
    test(`${query} selects "${reasonLabel}"${nachricht ? " and writes the request" : ""}`, async ({
      page,
      consoleErrors,
    }) => {
      const f = await openContact(page, query);
      await expect(f.grund).toHaveValue(grund);
      await expect(f.grund.locator("option:checked")).toHaveText(reasonLabel);
      await expect(f.nachricht).toHaveValue(nachricht);
      await expect(f.name).toHaveValue("");
      expect(consoleErrors, "hydration without mismatch").toEqual([]);
    });
  }

  test("a reason from the link that is not one of the five is stored as given", async ({ page }) => {
    const row = aRow("kooperation", { grund: "kooperation" });
    const f = await openContact(page, "?grund=kooperation");
    await expect(f.grund).toHaveValue("kooperation");
    await fill(page, row);
    await f.submit.click();
    await expect(f.thanks).toBeVisible();
    expect(await rowsFor(row.email)).toEqual([row]);
  });
});

test("the whole form works by keyboard alone", async ({ page }) => {
  const row = aRow("tastatur", { anrede: "divers", grund: "plan-personalisiert" });
  await openContact(page);
  const f = form(page);

  // Tab from the top of the page to the first field
  await page.locator("body").press("Tab");
  for (let presses = 0; presses < 60 && !(await f.anrede.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(f.anrede).toBeFocused();

  const focusedId = () =>
    page.evaluate(() => document.activeElement?.id || (document.activeElement as HTMLElement | null)?.innerText || "");
  const hasFocusRing = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });

  await page.keyboard.press("End"); // last option: Divers
  expect(await hasFocusRing()).toBe(true);
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe("kontakt-name");
  await page.keyboard.type(row.name);
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe("kontakt-email");
  await page.keyboard.type(row.email);
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe("kontakt-grund");
  await page.keyboard.press("Home");
  for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowDown"); // placeholder → 4th reason: plan-personalisiert
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe("kontakt-nachricht");
  expect(await hasFocusRing()).toBe(true);
  await page.keyboard.type(row.nachricht);
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe("kontakt-datenschutz");
  expect(await hasFocusRing()).toBe(true);
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  expect(await focusedId()).toContain("Datenschutzerklärung"); // the link in the consent label
  await page.keyboard.press("Tab");
  expect(await focusedId()).toBe(formText.submit); // the honeypot is never reached
  expect(await hasFocusRing()).toBe(true);

  await expectKept(page, row);
  await page.keyboard.press("Enter");
  await expect(f.thanks).toBeFocused();
  expect(await rowsFor(row.email)).toEqual([row]);
});

test("an invalid form sent by keyboard moves the focus to the first invalid field", async ({ page }) => {
  const f = await openContact(page);
  await f.anrede.selectOption("herr");
  await f.name.fill("Max");
  await f.email.fill("max@beispiel");
  await f.email.press("Enter");
  await expect(f.email).toBeFocused();
  await expect(f.email).toHaveAccessibleDescription(validationMessages.email);
});

test("a bot that fills the honeypot sees the normal success; the lead is stored as spam and mails nobody", async ({
  page,
}) => {
  const row = aRow("honigtopf");
  const requests = insertRequests(page);
  const f = await openContact(page);
  await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0); // not in the accessibility tree
  await page.locator('input[name="website"]').fill("https://spam.example");
  await fill(page, row);
  await f.submit.click();

  await expect(f.thanks).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: toastText.success.title })).toBeVisible();
  expect(requests).toHaveLength(1);
  const proof = JSON.parse(
    Buffer.from((requests[0]!.postDataJSON() as { proof_of_work: string }).proof_of_work, "base64").toString("utf8"),
  );
  expect(proof.honeypot).toBe("https://spam.example");
  // stored (a person whose browser filled the field loses nothing; the owner can confirm the lead), but as spam
  expect(await rowsFor(row.email)).toEqual([row]);
  const { rows } = await sql<{ status: string; spam_signals: string[] }>(
    "select status, spam_signals from public.contact_submissions where email = $1",
    [row.email],
  );
  expect(rows[0]).toMatchObject({ status: "spam", spam_signals: expect.arrayContaining(["honeypot"]) });
  const { rows: mails } = await sql<{ kind: string; status: string }>(
    `select d.kind, d.status from public.contact_deliveries d join public.contact_submissions s on s.id = d.submission_id
      where s.email = $1 order by d.kind`,
    [row.email],
  );
  expect(mails).toEqual([
    { kind: "autoreply", status: "held" },
    { kind: "owner_notice", status: "bundled" },
  ]);
});
