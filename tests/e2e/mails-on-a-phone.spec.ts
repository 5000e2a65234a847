import { BUSINESS } from "#shared/business.ts";
import type { RenderedMail } from "../../supabase/functions/contact-autoreply/mails/mail.ts";
import { renderOwnerDigest } from "../../supabase/functions/contact-autoreply/mails/owner-digest.ts";
import { renderOwnerNotice } from "../../supabase/functions/contact-autoreply/mails/owner-notice.ts";
import { renderOwnerSummary } from "../../supabase/functions/contact-autoreply/mails/owner-summary.ts";
import { renderProspectReply } from "../../supabase/functions/contact-autoreply/mails/prospect-reply.ts";
import type { Submission } from "../../supabase/functions/contact-autoreply/submission.ts";
import { CONTACT_MAX_LENGTH } from "../../src/lib/contact";
import { expect, test } from "./fixtures";

// A phone's mail app shows a mail about as wide as this; a mail wider than its screen makes the reader scroll
// sideways for every line.
const PHONE = { width: 360, height: 740 };

// The widest a visitor can make each field: a name and an address of one unbroken word at their longest, and a
// message holding a long link, whatever mail the field lands in.
const longWord = (length: number) => "Müller-Lüdenscheidt".repeat(Math.ceil(length / 19)).slice(0, length);
const widest: Submission = {
  id: "3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f",
  created_at: "2026-11-27T09:01:00Z",
  anrede: "divers",
  name: longWord(CONTACT_MAX_LENGTH.name),
  email: `${"a".repeat(64)}@${"sehr-lange-subdomain.".repeat(8)}example.de`,
  grund: "service-spezifisch",
  nachricht: `Bitte sehen Sie sich das an: https://example.de/${"pfad/".repeat(60)}?ref=${"x".repeat(80)}\nDanke.`,
  datenschutz: true,
  source_page: "/services/e-commerce-webseite-shopify",
  source_cta: "einzelleistung",
};

const ids = ["0b8e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "7b0d1c8e-3a52-4f1e-9d77-2c4b8a6e5f10"];
const mails: Record<string, RenderedMail> = {
  "automatic reply": renderProspectReply(widest, { business: BUSINESS }),
  "owner's notice": renderOwnerNotice(widest, { ownerEmail: "owner@example.org" }),
  "owner's digest": renderOwnerDigest(
    {
      since: "2026-11-27T09:00:30Z",
      until: "2026-11-27T09:05:10Z",
      total: 2,
      spam: 1,
      leads: [
        {
          submission_id: ids[0]!,
          eingegangen: widest.created_at,
          anrede: widest.anrede,
          name: widest.name,
          email: widest.email,
          grund: widest.grund,
          nachricht: widest.nachricht,
          reply_status: "held",
          hold_reason: "budget",
        },
      ],
      spam_leads: [
        {
          submission_id: ids[1]!,
          eingegangen: widest.created_at,
          name: widest.name,
          email: widest.email,
          grund: "fragen",
          spam_score: 5.5,
          spam_gruende: `Links: ${widest.nachricht}`,
        },
      ],
      more_leads: 0,
      more_spam: 0,
    },
    { business: BUSINESS, ownerEmail: "owner@example.org" },
  ),
  "owner's summary": renderOwnerSummary(
    {
      since: "2026-11-23T09:15:00Z",
      leads: [
        {
          submission_id: ids[0]!,
          eingegangen: widest.created_at,
          name: widest.name,
          email: widest.email,
          grund: widest.grund,
          mails: [
            {
              kind: "autoreply",
              status: "failed",
              attempts: 3,
              last_error: `422 validation_error: Invalid \`to\` field: ${widest.email}`,
              sent_at: null,
              delivery_id: ids[1]!,
              retry_until: "2026-11-24T08:15:00Z",
            },
          ],
        },
      ],
    },
    { ownerEmail: "owner@example.org" },
  ),
};

for (const [name, mail] of Object.entries(mails)) {
  test(`the ${name} fits a phone's width with the longest values a visitor can send`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.setContent(mail.html);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      widest: Math.max(
        ...[...document.body.querySelectorAll("*")].map((element) => element.getBoundingClientRect().right),
      ),
    }));
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.widest).toBeLessThanOrEqual(PHONE.width);
  });
}
