// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { CONSENT, FLOATING_CTA } from "../behaviour";
import { consentCategoryText, consentText } from "../consent";
import { owner, type OwnerConfig } from "../owner-site";
import { consentExample } from "./datenschutz";
import { processors, privacyLink } from "./processors";
import { configuredTags, tagTable } from "./tag-manager-tags";
import { list, p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const statistics = `„${consentCategoryText.statistics.label}“`;
const marketing = `„${consentCategoryText.marketing.label}“`;
const essentialOnly = `„${consentText.essentialOnly}“`;
const acceptAll = `„${consentText.acceptAll}“`;
const settings = `„${consentText.settings}“`;

/** When the tag manager loads, depending on the owner's switch for loading it also after „Nur essenzielle“. */
function tagManagerLoads(config: OwnerConfig): string {
  return config.tagManager.loadOnEssential
    ? `Der Google Tag Manager lädt, sobald Sie ${statistics} oder ${marketing} erlauben; nach ${essentialOnly} lädt er ebenfalls, dann gelten jedoch alle Einwilligungen als verweigert, sodass keine Cookies für Statistik oder Marketing gesetzt werden.`
    : `Der Google Tag Manager lädt erst, wenn Sie ${statistics} oder ${marketing} erlauben.`;
}

/**
 * Cookie Policy: every storage key the site uses, why, and for how long. Keys come from content/behaviour.
 * @internal (tested with other owner configurations)
 */
export function buildCookiePolicy(config: OwnerConfig = owner): LegalDocument {
  return {
    tab: "cookie-policy",
    label: "Cookie Policy",
    title: "Cookie Policy",
    updated: LEGAL_TEXTS_DATE,
    sections: [
      {
        heading: "1. Kurz gesagt",
        blocks: [
          p(
            "Diese Website setzt selbst **keine Cookies**. Sie speichert nur zwei kleine Einträge im Speicher Ihres Browsers (Local Storage und Session Storage), die für den Betrieb der Seite nötig sind. Dienste anderer Anbieter, die Cookies setzen können, lädt sie erst, wenn Sie diese im Cookie-Hinweis erlaubt oder ein Video angeklickt haben.",
          ),
          p("Wie ich personenbezogene Daten insgesamt verarbeite, erklärt meine [Datenschutzerklärung](#datenschutz)."),
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
                `Ihre Auswahl je Kategorie, zum Beispiel ${consentExample}`,
                "Merkt sich, welche Kategorien Sie im Cookie-Hinweis erlaubt haben, damit der Hinweis nicht bei jedem Seitenaufruf erscheint und Ihre Entscheidung beachtet wird.",
                "Bis Sie Ihre Auswahl über „Cookie-Einstellungen“ ändern oder den Browser-Speicher löschen",
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
            "Beide Einträge sind für die von Ihnen gewünschte Nutzung der Website unbedingt erforderlich. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG; die damit verbundene Verarbeitung stütze ich auf mein berechtigtes Interesse an einer funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO). Die Einträge enthalten keine Kennung, mit der ich Sie wiedererkennen könnte, und werden nicht an mich übertragen.",
          ),
        ],
      },
      {
        heading: "4. Ihre Auswahl im Cookie-Hinweis",
        blocks: [
          p(
            `Der Cookie-Hinweis bietet Ihnen drei Möglichkeiten: ${essentialOnly} lässt nur die Einträge aus Abschnitt 3 zu; ${acceptAll} erlaubt alle angebotenen Kategorien; unter ${settings} erlauben Sie jede Kategorie einzeln mit einem eigenen Schalter. Angeboten wird nur eine Kategorie, deren Dienst auf dieser Website eingerichtet ist; ohne eingerichteten Google Tag Manager fehlen ${statistics} und ${marketing}.`,
          ),
          list(
            `**${consentCategoryText.statistics.label}:** Reichweitenmessung über den Google Tag Manager (${processors.google.name}) im Google Consent Mode v2; die Kategorie steuert die Speicherung für Statistikzwecke (analytics_storage).`,
            `**${consentCategoryText.marketing.label}:** Erfolgsmessung meiner Anzeigen über den Google Tag Manager im Google Consent Mode v2; die Kategorie steuert die Speicherung für Werbezwecke, die Übermittlung von Nutzerdaten an Google für Werbung und personalisierte Werbung (ad_storage, ad_user_data, ad_personalization).`,
            `**${consentCategoryText.media.label}:** die Videos der Galerie auf der Startseite von YouTube im erweiterten Datenschutzmodus (youtube-nocookie.com). Erlauben Sie die Kategorie, laden alle Videos sofort; sonst lädt jedes Video erst, wenn Sie es anklicken.`,
          ),
          p(
            `${tagManagerLoads(config)} Die Anbieter können eigene Cookies oder ähnliche Einträge setzen, sobald ihr Dienst lädt; ${configuredTags(config).length > 0 ? "welche Cookies die Dienste im Tag Manager setzen und wie lange sie gespeichert bleiben, zeigt die folgende Tabelle, für YouTube legt das der Anbieter fest" : "welche das sind und wie lange sie gespeichert bleiben, legen die Anbieter fest"}. Einzelheiten: ${privacyLink(processors.google)} und ${privacyLink(processors.youtube)}.`,
          ),
          ...tagTable(config),
          p(
            `Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Wählen Sie ${essentialOnly}, lädt die Website keinen dieser Dienste; einzelne Videos können Sie trotzdem per Klick starten. Die Kategorien erklärt die [Datenschutzerklärung](#datenschutz) in den Abschnitten 8 und 9 ausführlich.`,
          ),
        ],
      },
      {
        heading: "5. Ihre Auswahl ändern oder widerrufen",
        blocks: [
          p(
            "Sie können Ihre Entscheidung jederzeit mit Wirkung für die Zukunft ändern: Klicken Sie am Ende jeder Seite auf **„Cookie-Einstellungen“**. Dann öffnet sich der Cookie-Hinweis mit den Einstellungen erneut, und Ihre bisherige Auswahl wird aus dem Browser-Speicher entfernt. Bis Sie neu wählen, gilt keine Einwilligung: Die Website lädt keinen einwilligungspflichtigen Dienst, und ein bereits geladener Google Tag Manager erhält sofort die Nachricht, dass alle Einwilligungen verweigert sind.",
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
            "Fragen zu dieser Cookie Policy beantworte ich gern. Die Kontaktdaten und weitere Informationen zu Ihren Rechten finden Sie in der [Datenschutzerklärung](#datenschutz) und im [Impressum](#impressum).",
          ),
        ],
      },
    ],
  };
}

export const cookiePolicy: LegalDocument = buildCookiePolicy();
