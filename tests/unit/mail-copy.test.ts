// The copy rules over every mail as rendered (the source-level check in src/content/copy-rules.test.ts sees a
// template's `${…}` unfilled): each counted figure in the case its sentence needs, and no promise of a legal result.
// The mail modules are the Edge Function's Deno code; they are loaded here at run time only.
import { beforeAll, describe, expect, it } from "vitest";
import { figureGrammarProblems } from "../copy-rules/figure-grammar";
import { legalPromiseProblems } from "../copy-rules/legal-promises";

type Mail = { subject: string; text: string };
type Render = (content: unknown, options: unknown) => Mail;

const mails = "../../supabase/functions/contact-autoreply/mails";
const submission = {
  id: "3f1c2a54-6f0e-4c4b-9a51-0d7d1b2c3e4f",
  created_at: "2026-11-27T09:01:00Z",
  anrede: "frau",
  name: "Anna Schmidt",
  email: "anna@example.de",
  grund: "preise",
  nachricht: "Was kostet eine Website für meine Bäckerei?",
  datenschutz: true,
};
const lead = {
  submission_id: submission.id,
  eingegangen: submission.created_at,
  name: submission.name,
  email: submission.email,
  grund: submission.grund,
};
const statuses = ["failed", "pending", "sent"] as const;

/** Every template with content that reaches each of its sentences: both kinds of mail in each state, real leads and spam. */
async function renderedMails(): Promise<{ where: string; mail: Mail }[]> {
  const { BUSINESS: business } = await import("#shared/business.ts");
  const owner = { business, ownerEmail: "owner@example.org" };
  const load = async (file: string, name: string) =>
    ((await import(/* @vite-ignore */ `${mails}/${file}`)) as Record<string, Render>)[name]!;
  const reply = await load("prospect-reply.ts", "renderProspectReply");
  const notice = await load("owner-notice.ts", "renderOwnerNotice");
  const summary = await load("owner-summary.ts", "renderOwnerSummary");
  const digest = await load("owner-digest.ts", "renderOwnerDigest");
  const mail = (kind: string, status: string) => ({
    kind,
    status,
    attempts: 3,
    last_error: "500 internal_server_error",
    sent_at: status === "sent" ? "2026-11-27T10:01:00Z" : null,
    delivery_id: submission.id,
    retry_until: "2026-11-28T08:01:00Z",
  });
  // why, as private.spam_reasons words it (the digest prints the database's text)
  const spamLead = {
    ...lead,
    spam_score: 6,
    spam_gruende:
      "Textmodell: 97\u00a0% Spam (spamtypisch: „seo“, Link auf eine Unterseite, „wir biet…“); 3 Links; " +
      "Formular in 0,9 Sekunden ausgefüllt; derselbe Text kam kurz zuvor aus 2 anderen Netzen",
  };
  const realLead = {
    ...lead,
    anrede: "frau",
    nachricht: submission.nachricht,
    reply_status: "held",
    hold_reason: "domain",
  };
  return [
    { where: "prospect-reply", mail: reply(submission, { business }) },
    { where: "owner-notice", mail: notice(submission, owner) },
    ...statuses.map((status) => ({
      where: `owner-summary (${status})`,
      mail: summary(
        {
          since: lead.eingegangen,
          leads: [{ ...lead, mails: [mail("autoreply", status), mail("owner_notice", status)] }],
        },
        owner,
      ),
    })),
    ...[
      [1, 0],
      [1, 1],
      [0, 2],
    ].map(([real, spam]) => ({
      where: `owner-digest (${real} real, ${spam} spam)`,
      mail: digest(
        {
          since: lead.eingegangen,
          until: "2026-11-27T09:06:00Z",
          total: real! + spam!,
          spam: spam!,
          leads: real ? [realLead] : [],
          spam_leads: Array.from({ length: spam! }, () => spamLead),
          more_leads: 1,
          more_spam: 3,
        },
        owner,
      ),
    })),
  ];
}

describe("every mail as rendered", () => {
  let rendered: { where: string; mail: Mail }[] = [];
  beforeAll(async () => {
    rendered = await renderedMails();
  });

  const problems = (rule: (text: string) => string[]) =>
    rendered.flatMap(({ where, mail }) =>
      rule(`${mail.subject}\n${mail.text}`.replace(/[\u00a0\u202f]/g, " ")).map((problem) => `${where}: ${problem}`),
    );

  it("states each counted figure in the case its sentence needs", () => {
    expect(rendered.length).toBeGreaterThanOrEqual(8);
    expect(problems(figureGrammarProblems)).toEqual([]);
  });

  it("promises no legal or tax result", () => {
    expect(problems(legalPromiseProblems)).toEqual([]);
  });
});
