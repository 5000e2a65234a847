import { figures } from "#shared/facts.ts";
import type { FaqItem } from "./schema";

export const faq: FaqItem[] = [
  {
    question: "Wann sehe ich erste Ergebnisse?",
    answer: `Die ersten Beiträge und Anzeigen gehen ${figures.firstResults} online, sobald Sie sie freigegeben haben.\nWas sie bewirken, zeigt sich nach und nach. Ich werte Reichweite und Anfragen laufend aus; ein belastbares Bild ergeben die ersten ${figures.learningPeriod}.`,
  },
  {
    question: "Was passiert, wenn mir ein Inhalt nicht gefällt?",
    answer: `${figures.corrections} Ihre Änderungswünsche schicken Sie mir dafür gesammelt per E-Mail.`,
  },
  {
    question: `Warum sind die ersten ${figures.learningPeriod} so wichtig?`,
    answer: `Algorithmen und Anzeigenplattformen brauchen Daten. In den ersten ${figures.learningPeriodDays} Tagen teste ich Themen, Formate und Zielgruppen und baue danach auf dem auf, was messbar funktioniert.`,
  },
  {
    question: "Was kostet ein Paket?",
    answer:
      "Den Preis der Pakete Start, Viral und E-Commerce nenne ich Ihnen auf Anfrage, denn er richtet sich nach dem Umfang, den Sie brauchen. Schreiben Sie mir kurz, was Sie vorhaben: Sie erhalten ein Angebot mit Preis und Laufzeit. Die Preise der Einzelleistungen stehen auf der Seite Preise.",
    cta: { label: "Preise ansehen", to: "/preise" },
  },
  {
    question: `Wie funktioniert das ${figures.adCreditTerm} von ${figures.adCreditAmount}?`,
    answer: `Ihre erste Kampagne schalte ich mit ${figures.adCredit} und richte sie für Sie ein. Die Bedingungen: ${figures.adCreditConditions}`,
    cta: { label: "Pakete vergleichen", to: "/preise" },
  },
  {
    question: "Wie lange läuft der Vertrag und wie zahle ich?",
    answer: `Die Laufzeit steht in Ihrem Angebot. Das Paket Start hat eine Mindestlaufzeit von ${figures.startTermDative}, über die ich die Leistungen verteilt liefere; danach können Sie mit einer Frist von ${figures.noticePeriod} kündigen. Monatliche Beträge zahlen Sie im Voraus, jeweils innerhalb der ersten ${figures.paymentDueDays} Kalendertage des Monats.`,
  },
  {
    question: "Welche Rechte habe ich an den erstellten Inhalten?",
    answer:
      "Mit der vollständigen Zahlung erhalten Sie ein einfaches, also nicht exklusives, zeitlich und räumlich unbeschränktes Recht, die Beiträge, Videos und Texte, die ich für Sie erstelle, für die vereinbarten Zwecke zu nutzen. Mit KI erzeugte Inhalte sind zudem nicht in jedem Fall urheberrechtlich geschützt. Die Einzelheiten regelt § 8 der AGB.",
  },
  {
    question: "Arbeiten Sie auch für Privatpersonen?",
    answer:
      "Nein, das Angebot richtet sich ausschließlich an Unternehmen und Selbstständige, von der Einzelunternehmerin bis zum Mittelstand.",
  },
  {
    question: "Kann ich das erst einmal unverbindlich testen?",
    answer:
      "Ja. Ich erstelle Ihnen ein kostenloses Testvideo für Ihr Unternehmen. So sehen Sie die Qualität, bevor Sie sich entscheiden.",
    cta: { label: "Kostenloses Testvideo anfordern", to: "/kontakt?grund=gratis-video" },
  },
];
