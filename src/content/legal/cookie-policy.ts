import { CONSENT, FLOATING_CTA } from "../behaviour";
import { processors, privacyLink } from "./processors";
import { p, list, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

/** Cookie Policy: every storage key the site uses, why, and for how long. Keys come from content/behaviour. */
export const cookiePolicy: LegalDocument = {
  tab: "cookie-policy",
  label: "Cookie Policy",
  title: "Cookie Policy",
  updated: LEGAL_TEXTS_DATE,
  sections: [
    {
      heading: "1. Kurz gesagt",
      blocks: [
        p(
          "Diese Website setzt selbst **keine Cookies**. Sie speichert nur zwei kleine Einträge im Speicher Ihres Browsers (Local Storage und Session Storage), die für den Betrieb der Seite nötig sind. Dienste von Drittanbietern, die Cookies setzen können, laden wir erst, wenn Sie zugestimmt oder ein Video ausdrücklich gestartet haben.",
        ),
        p(
          "Wie wir personenbezogene Daten insgesamt verarbeiten, erklärt unsere [Datenschutzerklärung](#datenschutz).",
        ),
      ],
    },
    {
      heading: "2. Was Cookies und Browser-Speicher sind",
      blocks: [
        p(
          "Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt und bei späteren Aufrufen wieder ausliest. Local Storage und Session Storage sind verwandte Speicherbereiche des Browsers: Einträge im Local Storage bleiben erhalten, bis sie gelöscht werden; Einträge im Session Storage verschwinden, sobald Sie den Tab oder das Fenster schließen. Anders als Cookies werden diese Einträge nicht automatisch an einen Server übertragen.",
        ),
      ],
    },
    {
      heading: "3. Einträge, die diese Website speichert",
      blocks: [
        {
          kind: "table",
          caption: "Speichereinträge dieser Website",
          head: ["Schlüssel", "Speicherort", "Inhalt", "Zweck", "Dauer"],
          rows: [
            [
              CONSENT.storageKey,
              "Local Storage",
              `„${CONSENT.values[0]}“ oder „${CONSENT.values[1]}“`,
              "Merkt sich Ihre Auswahl im Cookie-Hinweis (nur essenzielle Dienste oder alle Dienste), damit der Hinweis nicht bei jedem Seitenaufruf erscheint und Ihre Entscheidung beachtet wird.",
              "Bis Sie die Auswahl über „Cookie-Einstellungen“ zurücksetzen oder den Browser-Speicher löschen",
            ],
            [
              FLOATING_CTA.storageKey,
              "Session Storage",
              "„1“",
              "Merkt sich, dass Sie die eingeblendete Hinweiskarte unten rechts geschlossen haben, damit sie in dieser Sitzung nicht erneut erscheint.",
              "Bis Sie den Tab oder das Fenster schließen",
            ],
          ],
        },
        p(
          "Beide Einträge sind für die von Ihnen gewünschte Nutzung der Website unbedingt erforderlich. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG; die damit verbundene Verarbeitung stützen wir auf unser berechtigtes Interesse an einer funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO). Die Einträge enthalten keine Kennung, mit der wir Sie wiedererkennen könnten, und werden nicht an uns übertragen.",
        ),
      ],
    },
    {
      heading: "4. Dienste, die nur mit Ihrer Einwilligung laden",
      blocks: [
        p(
          "Wählen Sie im Cookie-Hinweis **„Alle akzeptieren“**, laden wir zusätzlich die folgenden Dienste. Diese Anbieter können dann eigene Cookies oder ähnliche Einträge setzen; welche das sind und wie lange sie gespeichert bleiben, legen die Anbieter fest.",
        ),
        list(
          `**Google Tag Manager** (Google Ireland Limited): verwaltet Statistik- und Marketingdienste im Google Consent Mode. Einzelheiten: ${privacyLink(processors.google)}.`,
          `**YouTube-Videos** im erweiterten Datenschutzmodus (youtube-nocookie.com): Videos auf der Startseite laden automatisch nur nach der Einwilligung „Alle akzeptieren“, sonst erst, wenn Sie ein Video anklicken. Einzelheiten: ${privacyLink(processors.youtube)}.`,
        ),
        p(
          "Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Wählen Sie **„Nur essenzielle“**, werden diese Dienste nicht geladen; einzelne Videos können Sie dann trotzdem per Klick starten.",
        ),
      ],
    },
    {
      heading: "5. Ihre Auswahl ändern oder widerrufen",
      blocks: [
        p(
          "Sie können Ihre Entscheidung jederzeit mit Wirkung für die Zukunft ändern: Klicken Sie im Fußbereich jeder Seite auf **„Cookie-Einstellungen“**. Ihre gespeicherte Auswahl wird dann gelöscht und der Cookie-Hinweis erscheint erneut.",
        ),
        p(
          "Außerdem können Sie Cookies und den Browser-Speicher in den Einstellungen Ihres Browsers jederzeit einsehen und löschen. Nach dem Löschen fragt Sie die Website beim nächsten Besuch erneut.",
        ),
      ],
    },
    {
      heading: "6. Fragen",
      blocks: [
        p(
          "Fragen zu dieser Cookie Policy beantworten wir gern. Die Kontaktdaten und weitere Informationen zu Ihren Rechten finden Sie in der [Datenschutzerklärung](#datenschutz) und im [Impressum](#impressum).",
        ),
      ],
    },
  ],
};
