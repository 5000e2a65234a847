import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { facts, figures, figuresByCase } from "#shared/facts.ts";
import { CONSENT, FLOATING_CTA } from "../behaviour";
import { consentCategoryText } from "../consent";
import { owner, type OwnerConfig } from "../owner-site";
import { site } from "../site";
import { parseRichText } from "~/components/legal/richText";
import { buildCookiePolicy } from "./cookie-policy";
import { formText, validationMessages } from "../contact";
import {
  buildDatenschutz,
  consentExample,
  consentLabel,
  hostingTransferText,
  supervisoryAuthorityText,
} from "./datenschutz";
import { legalDocuments } from "./documents";
import { buildImpressum } from "./impressum";
import { processors } from "./processors";
import { supervisoryAuthorities } from "./supervisory-authorities";
import type { LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const allText = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (b.kind === "list" ? b.items : b.kind === "table" ? b.rows.flat() : [b.text])),
    ])
    .join("\n");
const sectionText = (doc: LegalDocument, heading: RegExp) => {
  const section = doc.sections.find((s) => heading.test(s.heading));
  expect(section, String(heading)).toBeDefined();
  return allText({ ...doc, sections: [section!] });
};
const byTab = (tab: string) => legalDocuments.find((d) => d.tab === tab)!;

/** The database's migrations as one text: what they decide, the legal texts must describe. */
const migrations = (() => {
  const dir = join(__dirname, "..", "..", "..", "supabase", "migrations");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .join("\n");
})();

/** The body of one SQL function of the migrations. */
function sqlFunction(name: string): string {
  const start = migrations.indexOf(`create function ${name}(`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  return migrations.slice(start, migrations.indexOf("\n$$;", start));
}

/** The owner configuration with some values changed. */
function configWith(change: (config: OwnerConfig) => void): OwnerConfig {
  const config = structuredClone(owner) as OwnerConfig;
  change(config);
  return config;
}

describe("legal texts", () => {
  it("has the four tabs in order with their labels, all dated with the current version", () => {
    expect(legalDocuments.map((d) => d.label)).toEqual([
      "Cookie Policy",
      "Datenschutz",
      "Allgemeine Geschäftsbedingungen (AGB)",
      "Impressum",
    ]);
    expect(LEGAL_TEXTS_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const doc of legalDocuments) expect(doc.updated).toBe(LEGAL_TEXTS_DATE);
  });

  it("every mark parses (valid tab links, https-only external links)", () => {
    for (const doc of legalDocuments) expect(() => parseRichText(allText(doc))).not.toThrow();
  });

  it("put at most one colon in a sentence (a bold label before it aside)", () => {
    for (const doc of legalDocuments) {
      const blocks = doc.sections.flatMap((s) =>
        s.blocks.flatMap((b) => (b.kind === "list" ? b.items : b.kind === "p" ? [b.text] : [])),
      );
      const crowded = blocks
        .map((block) =>
          block
            .replace(/^\*\*[^*]+:\*\*/, "")
            .replace(/\]\([^)]*\)/g, "]")
            .replace(/\{[^}]*\}/g, "{}")
            .replace(/\d:\d/g, ""),
        )
        .flatMap((block) => block.split(/(?<=[.!?])\s+/))
        .filter((sentence) => (sentence.match(/:/g) ?? []).length > 1);
      expect(crowded, doc.tab).toEqual([]);
    }
  });

  it("speak as one person", () => {
    for (const doc of legalDocuments)
      expect(allText(doc)).not.toMatch(/\b(?:[Ww]ir|[Uu]ns|[Uu]nser(?:e|en|em|er|es)?)\b/);
  });
});

describe("Cookie Policy", () => {
  const text = allText(byTab("cookie-policy"));

  it("lists every storage key and the stored format, and links to the Datenschutz tab", () => {
    expect(text).toContain(CONSENT.storageKey);
    expect(text).toContain(FLOATING_CTA.storageKey);
    expect(JSON.parse(consentExample)).toEqual({ statistics: false, marketing: false, media: true });
    expect(text).toContain(consentExample);
    expect(parseRichText(text)).toContainEqual({ kind: "tab", text: "Datenschutzerklärung", tab: "datenschutz" });
  });

  it("describes the three choices and one switch per category, with the Consent Mode types", () => {
    for (const words of [
      "„Nur essenzielle“",
      "„Alle akzeptieren“",
      "„Einstellungen“",
      "„Cookie-Einstellungen“",
      "Consent Mode v2",
    ])
      expect(text).toContain(words);
    for (const category of CONSENT.categories) expect(text).toContain(consentCategoryText[category].label);
    for (const type of ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"])
      expect(text).toContain(type);
  });

  it("says the tag manager loads only after consent unless the owner loads it also after „Nur essenzielle“", () => {
    expect(text).toContain("lädt erst, wenn Sie „Statistik“ oder „Marketing“ erlauben");
    const switched = allText(buildCookiePolicy(configWith((c) => (c.tagManager.loadOnEssential = true))));
    expect(switched).toContain("alle Einwilligungen als verweigert");
  });
});

describe("Datenschutz", () => {
  const doc = byTab("datenschutz");
  const text = allText(doc);

  it("covers what the site does and links every processor's policy", () => {
    for (const fact of [
      "Supabase",
      "Resend",
      figures.leadRetention,
      "Google Tag Manager",
      "Consent Mode v2",
      "youtube-nocookie.com",
      "WhatsApp",
      "Server-Protokolle",
      "Art. 77 DSGVO",
      "Art. 15 DSGVO",
      CONSENT.storageKey,
      FLOATING_CTA.storageKey,
    ]) {
      expect(text, fact).toContain(fact);
    }
    const external = parseRichText(text)
      .filter((t) => t.kind === "external")
      .map((t) => (t as { href: string }).href);
    for (const processor of Object.values(processors)) expect(external).toContain(processor.privacyUrl);
  });

  it("names the configured hosting, Supabase region, Resend retention and mailbox provider", () => {
    for (const value of [
      owner.hosting.provider,
      owner.hosting.serverLocation,
      owner.hosting.logRetention,
      owner.supabase.region,
      owner.resend.logRetention,
      owner.mailboxProvider,
    ]) {
      expect(text, value).toContain(value);
    }
    expect(text).not.toMatch(/30 Tagen gelöscht/);
    expect(text).toContain("Art. 46 Abs. 2 lit. c DSGVO");
  });

  it("states the hosting's third-country basis, no transfer when it is empty, and the placeholder while unset", () => {
    expect(
      hostingTransferText(
        configWith((c) => (c.hosting.thirdCountryBasis = "EU-US Data Privacy Framework (Art. 45 DSGVO)")),
      ),
    ).toContain("Grundlage dafür: EU-US Data Privacy Framework (Art. 45 DSGVO).");
    expect(hostingTransferText(configWith((c) => (c.hosting.thirdCountryBasis = "")))).toMatch(
      /keine Daten in Länder außerhalb/,
    );
    expect(hostingTransferText(configWith((c) => (c.hosting.thirdCountryBasis = "«offen»")))).toContain("«offen»");
  });

  it("lists every recipient with its role", () => {
    const recipients = sectionText(doc, /^\d+\. Empfänger$/);
    for (const name of [
      owner.hosting.provider,
      processors.supabase.name,
      processors.resend.name,
      owner.mailboxProvider,
      processors.google.name,
      processors.youtube.name,
      processors.whatsapp.name,
    ]) {
      expect(recipients, name).toContain(name);
    }
  });

  it("keeps the right to object out of the list of rights, under its own heading, with direct marketing", () => {
    expect(sectionText(doc, /Ihre Rechte$/)).not.toMatch(/\*\*Widerspruch\*\*|Art\. 21 Abs/);
    const objection = sectionText(doc, /Widerspruchsrecht nach Art\. 21 DSGVO$/);
    expect(objection).toContain("Art. 21 Abs. 1 DSGVO");
    expect(objection).toContain("Direktwerbung");
  });

  it("names the supervisory authority once the Bundesland is set, else shows the placeholder", () => {
    expect(supervisoryAuthorityText(configWith((c) => (c.identity.bundesland = "«Bundesland»")))).toContain(
      "des Landes «Bundesland»",
    );
    const bavaria = supervisoryAuthorityText(configWith((c) => (c.identity.bundesland = "Bayern")));
    expect(parseRichText(bavaria)).toContainEqual({
      kind: "external",
      text: supervisoryAuthorities.Bayern.name,
      href: supervisoryAuthorities.Bayern.url,
    });
    expect(text).toContain("https://www.bfdi.bund.de/");
  });

  it("calls the form's checkbox an acknowledgement, not a consent, in the words the form uses", () => {
    const form = sectionText(doc, /Kontaktformular$/);
    expect(consentLabel).toBe(`${formText.consent.before}${formText.consent.link}${formText.consent.after}`);
    expect(form).toContain(`„${consentLabel}“`);
    expect(form).toContain("keine Einwilligung");
    // The form's message asks the visitor to "zustimmen"; the text says what that agreement is and is not.
    expect(validationMessages.datenschutz).toMatch(/zustimmen$/);
    expect(form).toMatch(/der Datenschutzerklärung zustimmen; Sie tun das mit dem Häkchen/);
  });

  it("says that a lead's page and button are stored to see which pages bring inquiries, without cookie or profile", () => {
    const form = sectionText(doc, /Kontaktformular$/);
    expect(form).toContain(
      "die Seite, von der Sie kamen, und welche Schaltfläche oder welchen Link Sie angeklickt haben",
    );
    expect(form).toContain("welche Seiten Anfragen bringen");
    expect(form).toContain("kein Cookie gesetzt und kein Profil gebildet");
    expect(sectionText(doc, /Benachrichtigung per E-Mail/)).toContain(
      "die Seite und Schaltfläche, über die Sie zum Formular kamen",
    );
  });

  it("describes the contact form's protection: spam check, floods, networks, normalised addresses", () => {
    const form = sectionText(doc, /Kontaktformular$/);
    for (const words of [
      "Prüfung auf Spam",
      "Zahl der Links",
      "Anteil lateinischer Buchstaben",
      "wiederholte Zeichen",
      "Werbefloskeln",
      "wie schnell das Formular ausgefüllt wurde",
      "derselbe Text von mehreren Absendern",
      "unsichtbares Feld",
      "ausschließlich in meiner Datenbank",
      "keine automatische Antwort",
    ]) {
      expect(form, words).toContain(words);
    }
    expect(form).toContain(`höchstens ${figures.autoRepliesPerHour} automatische Antworten pro Stunde`);
    expect(form).toContain("zurückgehalten, bis ich sie freigebe");
    // under attack the replies left go to the leads that look least like a script's; the network's hash waits with them
    expect(form).toContain("am wenigsten nach einem Programm aussehen");
    expect(form).toContain("bis über die Antwort entschieden ist");
    expect(form).toContain(`alle ${figures.waveSummaryInterval} eine Sammelmail`);
    expect(form).toContain(`höchstens ${figures.autoRepliesPerDomainPerHour} pro Stunde an Adressen derselben Domain`);
    expect(form).toContain("/64-Netz");
    expect(form).toContain("bei einer IPv4-Adresse die Adresse selbst");
    expect(form).toContain("HMAC");
    expect(form).toMatch(/Kleinbuchstaben, ohne einen Zusatz ab „\+“ vor dem @ und bei Gmail ohne Punkte/);
    expect(sectionText(doc, /Ihre Rechte$/)).toMatch(/Art\. 22 DSGVO/);
  });

  it("names every rule of the database's spam check, the language included", () => {
    const rules =
      /create table private\.contact_spam_rules \(\s*rule text primary key check \(rule in\s*\(([^)]*)\)/.exec(
        migrations,
      )?.[1];
    expect(rules).toBeDefined();
    const ruleNames = [...rules!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    // the words of the Datenschutz for each rule; a rule added to the database needs its words here and in the text
    const words: Record<string, string> = {
      honeypot: "unsichtbares Feld",
      fast_fill: "wie schnell das Formular ausgefüllt wurde",
      no_browser_timing: "ohne die Zeitmessung des Formulars",
      links: "Zahl der Links",
      non_latin: "Anteil lateinischer Buchstaben",
      english: "Nachricht auf Englisch",
      repeated: "wiederholte Zeichen oder Wörter",
      spam_phrases: "Werbefloskeln",
      same_text: "derselbe Text von mehreren Absendern",
      text_model: "ein Textmodell in der Datenbank",
      shapes: "Text, den kein Mensch so schreibt",
    };
    expect(Object.keys(words).sort()).toEqual([...ruleNames].sort());
    const form = sectionText(doc, /Kontaktformular$/);
    for (const rule of ruleNames) expect(form, rule).toContain(words[rule!]);
  });

  it("says what the digests and the summaries keep, for every field the database freezes in them", () => {
    const mails = sectionText(doc, /Benachrichtigung per E-Mail/);
    // each field of a digest or summary entry, in the words of the Datenschutz (null: structure, no data about a person)
    const words: Record<string, string | null> = {
      since: null,
      until: null,
      total: null,
      spam: null,
      leads: null,
      spam_leads: null,
      more_leads: null,
      more_spam: null,
      submission_id: null,
      delivery_id: null,
      kind: null,
      attempts: null,
      retry_until: null,
      anrede: "Anrede",
      name: "Name",
      email: "E-Mail-Adresse",
      grund: "Grund",
      eingegangen: "Zeitpunkt",
      nachricht: "den Anfang der Nachricht",
      reply_status: "Stand der automatischen Antwort",
      hold_reason: "Stand der automatischen Antwort",
      spam_score: "Punktzahl",
      spam_gruende:
        "zutreffenden Merkmale der Prüfung auf Spam mit den Wörtern, die für das Textmodell am meisten zählten",
      status: "Stand der betroffenen E-Mails",
      sent_at: "Stand der betroffenen E-Mails",
      last_error: "Fehlermeldung",
      mails: "Stand der betroffenen E-Mails",
    };
    const frozen = ["private.plan_contact_owner_digest", "private.plan_contact_owner_summary"].flatMap((name) => {
      const body = sqlFunction(name);
      return [...body.matchAll(/jsonb_build_object\(([\s\S]*?)\)\s*(?:order by|into|as|\))/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([a-z_]+)',/g)].map((k) => k[1]!),
      );
    });
    // the summary's lead columns come from its select list
    const summaryColumns = [
      ...sqlFunction("private.plan_contact_owner_summary").matchAll(/\bs\.(\w+)(?: as (\w+))?,/g),
    ].map((m) => m[2] ?? m[1]!);
    const fields = [
      ...new Set([
        ...frozen,
        ...summaryColumns.map((c) => (c === "id" ? "submission_id" : c === "created_at" ? "eingegangen" : c)),
      ]),
    ];
    expect(fields).toEqual(expect.arrayContaining(["anrede", "nachricht", "spam_gruende", "last_error"]));
    for (const field of fields) {
      expect(Object.keys(words), field).toContain(field);
      if (words[field]) expect(mails, field).toContain(words[field]);
    }
    expect(sectionText(doc, /Speicherdauer im Überblick$/)).toContain(
      "auch wenn die Anfragen, die sie nennen, schon früher gelöscht wurden",
    );
  });

  it("states every storage period once, in its overview", () => {
    const overview = sectionText(doc, /^\d+\. Speicherdauer im Überblick$/);
    const others = allText({
      ...doc,
      sections: doc.sections.filter((s) => !/Speicherdauer im Überblick$/.test(s.heading)),
    });
    const periods = [
      figures.leadRetention,
      `${figuresByCase.spamRetention.accusative} nach ihrem Eingang, es sei denn, ich bestätige sie als echte Anfrage`,
      `zurückgehalten und nie freigegeben wurde:** ${figuresByCase.heldReplyRetention.accusative}`,
      `${figuresByCase.ownerSummaryRetention.accusative} nach ihrer Erstellung`,
      `höchstens ${figuresByCase.networkHashRetention.accusative}`,
      `spätestens nach ${figures.networkKeyRetention}`,
      `Datenbank** (sie enthalten keine Kontaktdaten): ${figuresByCase.jobLogRetention.accusative}`,
      "so lange, wie es der Tarif meines Supabase-Projekts vorsieht",
      owner.hosting.logRetention,
      owner.resend.logRetention,
    ];
    for (const period of periods) {
      expect(overview, period).toContain(period);
      expect(overview.split(period).length - 1, period).toBe(1);
    }
    for (const figure of [
      figures.leadRetention,
      figuresByCase.spamRetention.accusative,
      figuresByCase.ownerSummaryRetention.accusative,
      figures.networkKeyRetention,
      figuresByCase.jobLogRetention.accusative,
      owner.hosting.logRetention,
      owner.resend.logRetention,
    ]) {
      expect(others, figure).not.toContain(figure);
    }
  });

  it("describes each consent category and the tag manager switch", () => {
    for (const category of CONSENT.categories) expect(text).toContain(`„${consentCategoryText[category].label}“`);
    expect(text).toContain(consentExample);
    expect(allText(buildDatenschutz(configWith((c) => (c.tagManager.loadOnEssential = true))))).toContain(
      "Wählen Sie „Nur essenzielle“, lade ich den Tag Manager ebenfalls",
    );
  });
});

describe("AGB", () => {
  const text = allText(byTab("agb"));

  it("hold the terms, with every figure from the facts module", () => {
    for (const term of [
      "im Voraus",
      `ersten ${facts.contract.paymentDueDays} Kalendertage`,
      figures.correctionRounds,
      figures.correctionPartialShare,
      figures.correctionPartialDays,
      figures.correctionFullDays,
      "vollständiger Zahlung",
      "Vorsatz und grobe Fahrlässigkeit",
      "ausschließlich an Unternehmer",
      "Gerichtsstand",
    ]) {
      expect(text, term).toContain(term);
    }
  });

  it("make the customer indemnify the provider only for an infringement the customer is responsible for", () => {
    const cooperation = sectionText(byTab("agb"), /^§ 4 /);
    expect(cooperation).toMatch(
      /Verletzung solcher Rechte in Anspruch, die der Kunde zu vertreten hat, stellt der Kunde den Anbieter/,
    );
    expect(cooperation).not.toMatch(/versichert/);
  });

  it("ask for one-time work a deposit and the rest on acceptance, monthly fees in advance", () => {
    const payment = sectionText(byTab("agb"), /^§ 5 /);
    expect(payment).toContain("die Hälfte der Vergütung als Anzahlung");
    expect(payment).toContain("Der Rest ist mit der Abnahme fällig");
    expect(payment).toMatch(/Monatliche Vergütungen .* sind \*\*im Voraus\*\* zu zahlen/);
    expect(payment).not.toMatch(/Vorkasse|vor Beginn der Arbeiten zu zahlen/);
  });

  it("count the correction periods in working days and say which days these are", () => {
    const corrections = sectionText(byTab("agb"), /^§ 7 /);
    expect(figures.correctionPartialDays).toMatch(/Werktagen$/);
    expect(figures.correctionFullDays).toMatch(/Werktagen$/);
    expect(corrections).toContain(`innerhalb von ${figures.correctionPartialDays}`);
    expect(corrections).toContain(
      "Werktage sind Montag bis Freitag, ausgenommen gesetzliche Feiertage am Sitz des Anbieters.",
    );
  });

  it("rule out legal and tax advice", () => {
    expect(sectionText(byTab("agb"), /^§ 9 /)).toContain("Eine Rechts- oder Steuerberatung");
  });

  it("keep the statutory rights for defects beside the correction rounds", () => {
    const corrections = sectionText(byTab("agb"), /^§ 7 /);
    expect(corrections).toContain("Gesetzliche Mängelrechte bleiben unberührt.");
    expect(corrections).toContain("Die Beseitigung von Mängeln ist keine Korrekturrunde");
  });

  it("leave the provider responsible for its own work and the customer for what it supplies and approves", () => {
    const liability = sectionText(byTab("agb"), /^§ 9 /);
    expect(liability).not.toMatch(/rechtliche Zulässigkeit der von ihm freigegebenen/);
    expect(liability).toContain(
      "Der Kunde ist verantwortlich für die Richtigkeit der Angaben und für die Rechte an den Materialien, die er dem Anbieter liefert",
    );
    expect(liability).toContain("Der Anbieter bleibt für seine eigene Arbeit verantwortlich");
  });

  it("set a minimum term with ordinary termination after it, and keep termination for good cause", () => {
    const term = sectionText(byTab("agb"), /^§ 10 /);
    expect(term).toContain(`Mindestlaufzeit von ${figures.startTermDative}`);
    expect(term).toContain(
      `mit einer Frist von ${figures.noticePeriod} ordentlich gekündigt werden, erstmals zum Ende der Mindestlaufzeit`,
    );
    expect(term).toContain("außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt");
    expect(term).not.toMatch(/feste Laufzeit|§ 627/);
  });

  it("name the ad credit „Werbeguthaben“ with its conditions", () => {
    const credit = sectionText(byTab("agb"), /^§ 6 /);
    for (const condition of [
      figures.adCreditTerm,
      figures.adCreditAmount,
      figures.adCreditPackages,
      figures.adCreditPlatforms,
      "einmalig",
      "erste Kampagne",
      "Werbekosten",
      "nicht ausgezahlt",
    ]) {
      expect(credit, condition).toContain(condition);
    }
  });
});

describe("Impressum", () => {
  it("comes from the owner configuration", () => {
    const text = allText(byTab("impressum"));
    for (const value of [
      site.name,
      site.owner.name,
      site.owner.street,
      site.owner.postalCode,
      site.owner.city,
      site.owner.email,
      site.owner.vatId,
      site.owner.responsible,
    ]) {
      expect(text).toContain(value);
    }
  });

  it("shows the economic id and the register entry only when they are set", () => {
    const unset = allText(
      buildImpressum(
        configWith((c) => Object.assign(c.identity, { economicId: "", registerEntry: "«Registereintrag»" })),
      ),
    );
    expect(unset).not.toContain("Wirtschafts-Identifikationsnummer");
    expect(unset).not.toContain("Registereintrag");
    const set = allText(
      buildImpressum(
        configWith((c) =>
          Object.assign(c.identity, {
            economicId: "DE123456789-00001",
            registerEntry: "Amtsgericht Musterstadt, HRA 12345",
          }),
        ),
      ),
    );
    expect(set).toContain("Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: DE123456789-00001");
    expect(set).toContain("Registereintrag: Amtsgericht Musterstadt, HRA 12345");
  });
});
