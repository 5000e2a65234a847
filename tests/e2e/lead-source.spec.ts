// Where a lead came from, end to end: the prerendered HTML already carries each contact link's source (page and call
// to action), a visitor who follows the end-of-page button of a service page and sends the form stores it with the
// lead, and the owner's notice caught by the local mail catcher names it (the automatic reply does not).
import { randomUUID } from "node:crypto";
import { CONSENT, FLOATING_CTA } from "../../src/content/behaviour";
import { formText } from "../../src/content/contact";
import { chooseConsent, expect, hydrated, storedChoice, test } from "./fixtures";
import { caughtMails, closeSql, e2eStack, sql } from "./stack";

const servicePage = "/services/google-ads";
const endOfPageHref =
  "/kontakt?grund=service-spezifisch&service=Google+Ads&seite=%2Fservices%2Fgoogle-ads&cta=seitenende";
const sourceLine = "Quelle: über /services/google-ads, Schaltfläche im Seitenende";

test.afterAll(async () => {
  await closeSql();
});

test("the prerendered HTML of a page carries each contact link's source, before and without JavaScript", async ({
  request,
  browser,
  baseURL,
}) => {
  const html = await (await request.get(servicePage)).text();
  // the end-of-page button, the header button, the menu and the footer, each with this page and its slot
  expect(html).toContain(`href="${endOfPageHref.replaceAll("&", "&amp;")}"`);
  expect(html).toContain(
    'href="/kontakt?grund=gratis-video&amp;seite=%2Fservices%2Fgoogle-ads&amp;cta=navigationsleiste"',
  );
  expect(html).toContain('href="/kontakt?seite=%2Fservices%2Fgoogle-ads&amp;cta=menue"');
  expect(html).toContain('href="/kontakt?seite=%2Fservices%2Fgoogle-ads&amp;cta=fusszeile"');
  // a page with an umlaut in its path names it decoded, as the site's list of pages does
  expect(await (await request.get(encodeURI("/über-ki"))).text()).toContain(
    'href="/kontakt?seite=%2F%C3%BCber-ki&amp;cta=fusszeile"',
  );
  // a link in a blog post's text
  expect(await (await request.get("/blog/die-ersten-90-tage")).text()).toContain(
    'href="/kontakt?grund=fragen&amp;seite=%2Fblog%2Fdie-ersten-90-tage&amp;cta=blog-beitrag"',
  );

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(servicePage);
    await expect(page.getByTestId("service-cta")).toHaveAttribute("href", endOfPageHref);
  } finally {
    await context.close();
  }
});

test("a lead sent after the end-of-page button of a service page names that page and button to the owner", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(
    ({ consent, choice, floating }) => {
      window.localStorage.setItem(consent, choice);
      window.sessionStorage.setItem(floating, "1");
    },
    { consent: CONSENT.storageKey, choice: storedChoice("essential"), floating: FLOATING_CTA.storageKey },
  );
  await page.goto(servicePage);
  await hydrated(page);
  await page.getByTestId("service-cta").click();
  await expect(page).toHaveURL(endOfPageHref);

  const email = `quelle.${randomUUID().slice(0, 8)}@example.de`;
  const submit = page.getByRole("button", { name: formText.submit });
  await expect(submit).toBeEnabled();
  await expect(page.getByRole("combobox", { name: "Grund" })).toHaveValue("service-spezifisch");
  await page.getByRole("combobox", { name: "Anrede" }).selectOption("herr");
  await page.getByRole("textbox", { name: "Name" }).fill("Bernd Beispiel");
  await page.getByRole("textbox", { name: "E-Mail" }).fill(email);
  await page
    .getByRole("textbox", { name: "Nachricht" })
    .fill(`Ich möchte eine Google-Ads-Kampagne starten (${randomUUID().slice(0, 8)}).`);
  await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
  await submit.click();
  await expect(page.getByRole("status").filter({ hasText: formText.thanks.title })).toBeVisible();

  const { rows } = await sql<{ id: string; source_page: string; source_cta: string }>(
    "select id, source_page, source_cta from public.contact_submissions where email = $1",
    [email],
  );
  expect(rows).toEqual([{ id: expect.any(String), source_page: "/services/google-ads", source_cta: "seitenende" }]);
  const id = rows[0]!.id;

  await expect
    .poll(
      async () => (await caughtMails()).filter((mail) => mail.idempotency_key?.startsWith(`contact-${id}-`)).length,
      {
        message: "the owner's notice and the automatic reply reach the mail catcher",
        timeout: 15_000,
      },
    )
    .toBe(2);
  const mails = (await caughtMails()).filter((mail) => mail.idempotency_key?.startsWith(`contact-${id}-`));
  const notice = mails.find((mail) => mail.idempotency_key === `contact-${id}-owner_notice`)!;
  expect(notice.to).not.toContain(email);
  expect(notice.text).toContain(`\n${sourceLine}\n`);
  expect(notice.html).toContain("über /services/google-ads, Schaltfläche im Seitenende");

  const reply = mails.find((mail) => mail.idempotency_key === `contact-${id}-autoreply`)!;
  expect(reply.to).toEqual([email]);
  for (const part of [reply.subject, reply.text ?? "", reply.html ?? ""]) {
    expect(part).not.toContain("Quelle");
    expect(part).not.toContain("/services/google-ads");
  }
  expect(consoleErrors).toEqual([]);
});

test("a visitor who opens the contact page directly sends no source", async ({ page }) => {
  await chooseConsent(page);
  const inserts: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().startsWith(`${e2eStack().apiUrl}/rest/v1/contact_submissions`)) {
      inserts.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  // an unknown page and an unknown slot are dropped just the same
  await page.goto("/kontakt?seite=%2Fgibt-es-nicht&cta=erfunden");
  const submit = page.getByRole("button", { name: formText.submit });
  await expect(submit).toBeEnabled();
  const email = `direkt.${randomUUID().slice(0, 8)}@example.de`;
  await page.getByRole("combobox", { name: "Anrede" }).selectOption("frau");
  await page.getByRole("textbox", { name: "Name" }).fill("Dora Direkt");
  await page.getByRole("textbox", { name: "E-Mail" }).fill(email);
  await page.getByRole("combobox", { name: "Grund" }).selectOption("fragen");
  await page.getByRole("textbox", { name: "Nachricht" }).fill(`Eine Frage ohne Umweg (${randomUUID().slice(0, 8)}).`);
  await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
  await submit.click();
  await expect(page.getByRole("status").filter({ hasText: formText.thanks.title })).toBeVisible();

  expect(inserts).toHaveLength(1);
  expect(Object.keys(inserts[0]!)).not.toContain("source_page");
  expect(Object.keys(inserts[0]!)).not.toContain("source_cta");
  const { rows } = await sql("select source_page, source_cta from public.contact_submissions where email = $1", [
    email,
  ]);
  expect(rows).toEqual([{ source_page: null, source_cta: null }]);
});
