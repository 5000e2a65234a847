// The copy rules over the sources: every counted figure in the case its sentence needs, one name per offer, and no
// promise of a legal or tax result, in every content module, blog post and mail text. The built-site test
// (tests/e2e/copy-rules.spec.ts) checks the same rules over the prerendered pages and their contact links.
import { beforeAll, describe, expect, it } from "vitest";
import { facts, figures, figuresByCase } from "#shared/facts.ts";
import { countOf, countedNouns } from "#shared/german-grammar.ts";
import { figureGrammarProblems } from "../../tests/copy-rules/figure-grammar";
import { legalPromiseProblems } from "../../tests/copy-rules/legal-promises";
import { offerNameProblems } from "../../tests/copy-rules/offer-names";
import { blogTexts, contentTexts, mailTexts, type SourceText } from "../../tests/copy-rules/source-texts";

const problemsIn = (texts: SourceText[], rule: (text: string) => string[]) =>
  texts.flatMap(({ where, text }) =>
    rule(text.replace(/[\u00a0\u202f]/g, " ")).map((problem) => `${where}: ${problem}`),
  );

let sources: SourceText[] = [];
let mails: SourceText[] = [];
beforeAll(async () => {
  mails = await mailTexts();
  sources = [...contentTexts(), ...blogTexts()];
});

describe("counted figures stand in the case their sentence needs", () => {
  it("the figures module carries each counted figure in every case", () => {
    expect(figuresByCase.postsPerMonth.dative).toBe(`${facts.posts.perMonth} Beiträgen pro Monat`);
    expect(figuresByCase.newslettersPerMonth.dative).toBe(`${facts.newsletters.perMonth} Newslettern pro Monat`);
    expect(figuresByCase.emailCampaignsPerMonth.dative).toBe(
      `${facts.emailCampaigns.perMonth} automatisierten E-Mail-Kampagnen pro Monat`,
    );
    expect(countOf(1, countedNouns.strategicCampaign, "dative")).toBe("einer strategischen Kampagne");
    expect(countOf(1, countedNouns.funnel, "accusative")).toBe("einen Funnel");
    expect(countOf(1, countedNouns.funnel, "accusative", { digits: true })).toBe("1 Funnel");
  });

  it("the digit forms in `figures` and the running-text forms agree", () => {
    const pairs: [string, string][] = [
      [figures.postsPerMonth, figuresByCase.postsPerMonth.nominative],
      [figures.videosPerMonth, figuresByCase.videosPerMonth.nominative],
      [figures.emailCampaignsPerMonth, figuresByCase.emailCampaignsPerMonth.nominative],
      [figures.newslettersPerMonth, figuresByCase.newslettersPerMonth.nominative],
      [figures.adCampaignsPerMonth, figuresByCase.adCampaignsPerMonth.nominative],
      [figures.learningPeriod, figuresByCase.learningPeriod.nominative],
      [figures.startTerm, figuresByCase.startTerm.nominative],
      [figures.startTermDative, figuresByCase.startTerm.dative],
      [figures.correctionPartialDays, figuresByCase.correctionPartialDays.dative],
      [figures.correctionFullDays, figuresByCase.correctionFullDays.dative],
      [figures.websiteDelivery.replace(/\u00a0/g, " "), figuresByCase.websiteDelivery.dative],
      [figures.leadRetention, figuresByCase.leadRetention.nominative],
    ];
    for (const [digits, inText] of pairs) expect(inText).toBe(digits);
    expect(figures.strategicCampaignsPerMonth).toBe(
      `${countOf(facts.strategicCampaigns.perMonth, countedNouns.strategicCampaign, "nominative", { digits: true })} pro Monat`,
    );
    expect(figures.funnelsPerMonth).toBe(
      `${countOf(facts.funnels.perMonth, countedNouns.funnel, "nominative", { digits: true })} pro Monat`,
    );
  });

  it("finds a figure in the wrong case, and passes the right one", () => {
    const wrong = [
      `Social-Media-Marketing mit ${figures.postsPerMonth} gehört zu den Paketen Start und Viral.`,
      `Die Pakete mit je ${figuresByCase.emailCampaignsPerMonth.dative} und ${figures.newslettersPerMonth}.`,
      `Website-Erstellung: ${figuresByCase.websiteDelivery.dative}`,
      `Content-Marketing mit ${figuresByCase.strategicCampaignsPerMonth.nominative}`,
      `nach den ersten ${figuresByCase.learningPeriod.nominative}`,
      `Einrichtung von bis zu ${facts.posts.channels} Social-Media-Kanäle`,
    ];
    for (const text of wrong) expect(figureGrammarProblems(text), text).toHaveLength(1);
    const right = [
      `Social-Media-Marketing mit ${figuresByCase.postsPerMonth.dative} gehört dazu.`,
      `Die Pakete enthalten je ${figuresByCase.emailCampaignsPerMonth.accusative} und ${figures.newslettersPerMonth}.`,
      `Die Pakete mit je ${figuresByCase.emailCampaignsPerMonth.dative} und ${figuresByCase.newslettersPerMonth.dative}.`,
      `Online in ${figuresByCase.websiteDelivery.dative}. Auf welchen ${figures.channels} Kanälen?`,
      `Ich baue ${figuresByCase.funnelsPerMonth.accusative}. Die ersten ${figuresByCase.learningPeriod.nominative}`,
      `Einrichtung von bis zu ${facts.posts.channels} Social-Media-Kanälen`,
    ];
    for (const text of right) expect(figureGrammarProblems(text), text).toEqual([]);
  });

  it("in every content module and blog post", () => {
    expect(problemsIn(sources, figureGrammarProblems)).toEqual([]);
  });

  it("in every mail text", () => {
    expect(problemsIn(mails, figureGrammarProblems)).toEqual([]);
  });
});

describe("one name per offer", () => {
  it("finds another spelling of an offer's name", () => {
    expect(offerNameProblems("die Einzelleistung „Brand-Designer“")).toHaveLength(2);
    expect(offerNameProblems("als Einzelleistung „Branding-Designer“")).toHaveLength(1);
    expect(offerNameProblems("ein Chat-Bot für Ihre Website")).toHaveLength(1);
    expect(offerNameProblems("im Viral-Paket")).toHaveLength(1);
    expect(offerNameProblems("im Paket Starter")).toHaveLength(1);
    expect(
      offerNameProblems(
        "im Paket Start, als Einzelleistung „Brand Designer“, in den Paketen Start und Viral, ein KI-Chatbot",
      ),
    ).toEqual([]);
  });

  it("in every content module and blog post", () => {
    expect(problemsIn(sources, offerNameProblems)).toEqual([]);
  });

  it("in every mail text", () => {
    expect(problemsIn(mails, offerNameProblems)).toEqual([]);
  });
});

describe("no promise of a legal or tax result", () => {
  it("finds each rejected promise", () => {
    const promises = [
      "Datenschutzkonform eingerichtetes Conversion-Tracking",
      "damit Tonfall, Fakten und Rechtliches stimmen",
      "korrekte Einstellungen zur Mehrwertsteuer",
      "Meist fehlen Angaben wie Impressum oder Rückgabebedingungen. Diese Punkte prüfe ich vorab.",
      "eine rechtssichere Website",
      "Ihre Texte sind rechtlich geprüft",
    ];
    for (const text of promises) expect(legalPromiseProblems(text), text).toHaveLength(1);
    expect(
      legalPromiseProblems("Ich binde Ihre Rechtstexte ein; Rechtsberatung leiste ich nicht. Ich prüfe die Ladezeit."),
    ).toEqual([]);
  });

  it("in every content module and blog post", () => {
    expect(problemsIn(sources, legalPromiseProblems)).toEqual([]);
  });

  it("in every mail text", () => {
    expect(problemsIn(mails, legalPromiseProblems)).toEqual([]);
  });
});
