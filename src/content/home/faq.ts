import type { FaqItem } from "./schema";

export const faq: FaqItem[] = [
  {
    question: "Wann sehe ich erste Ergebnisse?",
    answer:
      "In der ersten Woche: Die ersten Beiträge und Anzeigen gehen live, sobald Sie sie freigegeben haben.\nEntscheidend sind die ersten 90 Tage. In dieser Zeit lernen Kampagnen und Inhalte, was bei Ihrer Zielgruppe wirkt.",
  },
  {
    question: "Was passiert, wenn mir ein Inhalt nicht gefällt?",
    answer:
      "Eine Korrekturrunde ist immer enthalten. Kleine Änderungen bis 50 % liefern wir innerhalb von 3 Tagen, eine komplette Überarbeitung innerhalb von 7 Tagen.",
  },
  {
    question: "Warum sind die ersten 90 Tage so wichtig?",
    answer:
      "Algorithmen und Anzeigenplattformen brauchen Daten. In den ersten 90 Tagen testen wir Themen, Formate und Zielgruppen und bauen danach auf dem auf, was nachweislich funktioniert.",
  },
  {
    question: "Was kostet das im Vergleich zu einer Agentur?",
    answer:
      "Agenturen verlangen 500 bis 3.000 € im Monat, oft schon 500 € für 3 Posts pro Woche. Vier Fachkräfte kosten über 10.000 € Gehalt im Monat, die KI-Werkzeuge dafür unter 150 €.",
    cta: { label: "Preise ansehen", to: "/preise" },
  },
  {
    question: "Wie funktioniert das Werbeguthaben von 500 €?",
    answer:
      "Die Pakete Start und Viral enthalten 500 € Werbebudget für Ihre erste Kampagne auf Google, Meta oder TikTok. Wir richten sie ein und optimieren sie für Sie.",
    cta: { label: "Pakete vergleichen", to: "/preise" },
  },
  {
    question: "Wie lange läuft der Vertrag und wie zahle ich?",
    answer:
      "Das Paket Start läuft sechs Monate, die Leistungen werden über diese Zeit verteilt geliefert. Sie zahlen im Voraus, jeweils innerhalb der ersten 12 Kalendertage des Monats.",
  },
  {
    question: "Wem gehören die erstellten Inhalte?",
    answer: "Ihnen: Mit der vollständigen Zahlung gehen die Nutzungsrechte an allen Beiträgen, Videos und Texten auf Sie über.",
  },
  {
    question: "Arbeiten Sie auch für Privatpersonen?",
    answer:
      "Nein, das Angebot richtet sich ausschließlich an Unternehmen und Selbstständige, von der Einzelunternehmerin bis zum Mittelstand.",
  },
  {
    question: "Kann ich das erst einmal unverbindlich testen?",
    answer: "Ja. Wir erstellen Ihnen ein kostenloses Test-Werbevideo für Ihr Unternehmen. Sie sehen die Qualität, bevor Sie sich entscheiden.",
    cta: { label: "Gratis Testvideo anfordern", to: "/kontakt?grund=gratis-video" },
  },
];
