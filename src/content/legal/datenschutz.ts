// Relative imports only: the end-to-end tests load the legal texts outside the bundler, where no alias resolves.
import { figures } from "../../../supabase/functions/_shared/facts";
import { owner, supervisoryAuthority, type OwnerConfig } from "../../../supabase/functions/_shared/owner";
import { CONSENT, FLOATING_CTA } from "../behaviour";
import { consentCategoryText, consentText } from "../consent";
import { processors, privacyLink } from "./processors";
import { h3, list, p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const statistics = `„${consentCategoryText.statistics.label}“`;
const marketing = `„${consentCategoryText.marketing.label}“`;
const media = `„${consentCategoryText.media.label}“`;
const essentialOnly = `„${consentText.essentialOnly}“`;
const acceptAll = `„${consentText.acceptAll}“`;
const settings = `„${consentText.settings}“`;

/** The stored consent value as the text shows it: every category refused except external media. */
export const consentExample = JSON.stringify(Object.fromEntries(CONSENT.categories.map((c) => [c, c === "media"])));

/**
 * Where the hosting takes data outside the EU/EEA. An empty value means it does not; a «placeholder» is printed as it
 * stands, so the open question stays visible in the text until the owner answers it.
 */
export function hostingTransferText(config: OwnerConfig = owner): string {
  const basis = config.hosting.thirdCountryBasis.trim();
  return basis
    ? `Beim Hosting können Daten in Länder außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR) übermittelt werden. Grundlage dafür: ${basis}.`
    : "Durch das Hosting werden keine Daten in Länder außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR) übermittelt.";
}

/** The authority competent for the owner: named and linked once the Bundesland is set, else the placeholder shows. */
export function supervisoryAuthorityText(config: OwnerConfig = owner): string {
  const authority = supervisoryAuthority(config);
  return authority
    ? `Für mich zuständig ist: [${authority.name}](${authority.url}).`
    : `Für mich zuständig ist die Datenschutz-Aufsichtsbehörde des Landes ${config.identity.bundesland}.`;
}

/** How the tag manager is loaded, depending on the owner's switch for loading it also after „Nur essenzielle“. */
function tagManagerLoading(config: OwnerConfig): string[] {
  const consentFirst = `Den Tag Manager lade ich erst, wenn Sie im Cookie-Hinweis ${statistics} oder ${marketing} erlauben – einzeln unter ${settings} oder mit ${acceptAll}.`;
  if (!config.tagManager.loadOnEssential) {
    return [`${consentFirst} Vorher und nach der Wahl ${essentialOnly} wird kein Code von Google geladen.`];
  }
  return [
    `${consentFirst} Vorher wird kein Code von Google geladen.`,
    `Wählen Sie ${essentialOnly}, lade ich den Tag Manager ebenfalls, jedoch gelten im Consent Mode dann alle Einwilligungen als verweigert. Es werden keine Cookies für Statistik oder Marketing gesetzt; Google erhält aber Ihre IP-Adresse und technische Angaben zum Seitenaufruf. Rechtsgrundlage dafür ist mein berechtigtes Interesse, die Einstellungen des Tag Managers einheitlich zu verwalten (Art. 6 Abs. 1 lit. f DSGVO).`,
  ];
}

/** Datenschutzerklärung: what this site really processes, on which basis, with whom and for how long. */
export function buildDatenschutz(config: OwnerConfig = owner): LegalDocument {
  const me = config.identity;
  const { hosting } = config;
  const supabase = processors.supabase;
  const resend = processors.resend;

  return {
    tab: "datenschutz",
    label: "Datenschutz",
    title: "Datenschutzerklärung",
    updated: LEGAL_TEXTS_DATE,
    sections: [
      {
        heading: "1. Verantwortlicher",
        blocks: [
          p("Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) bin ich:"),
          p(`**${me.businessName}**, Inhaberin ${me.name}, ${me.street}, ${me.postalCode} ${me.city}, ${me.country}. E-Mail: [${me.email}](mailto:${me.email}).`),
          p("Einen Datenschutzbeauftragten habe ich nicht benannt, weil ich dazu gesetzlich nicht verpflichtet bin. Wenden Sie sich mit allen Fragen zum Datenschutz direkt an die oben genannte Adresse."),
        ],
      },
      {
        heading: "2. Überblick",
        blocks: [
          p("Diese Website ist ein statisches Informationsangebot. Personenbezogene Daten verarbeite ich nur in diesen Fällen:"),
          list(
            "beim Aufruf der Seiten in den Server-Protokollen meines Hosting-Anbieters (Abschnitt 3),",
            "wenn Sie mir über das Kontaktformular schreiben, einschließlich der automatischen Bestätigung an Sie und der Benachrichtigung an mich (Abschnitte 4 und 5),",
            "wenn Sie mich per E-Mail oder WhatsApp kontaktieren (Abschnitt 6),",
            `wenn Sie im Cookie-Hinweis ${statistics}, ${marketing} oder ${media} erlauben oder ein Video anklicken (Abschnitte 8 und 9).`,
          ),
          p("Schriftarten, Bilder und Symbole kommen vom Server dieser Website. Beim bloßen Lesen der Seiten werden keine Daten an andere Anbieter als meinen Hosting-Anbieter übertragen. Wer Ihre Daten erhält, fasst Abschnitt 10 zusammen."),
        ],
      },
      {
        heading: "3. Hosting und Server-Protokolle",
        blocks: [
          p(`Die Website wird von ${hosting.provider} betrieben und ausgeliefert (Hosting); die Server, die sie ausliefern, stehen ${hosting.serverLocation}. Der Hosting-Anbieter verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Bei jedem Aufruf verarbeitet der Server technisch notwendige Daten, die Ihr Browser übermittelt:`),
          list("IP-Adresse,", "Datum und Uhrzeit des Abrufs,", "aufgerufene Seite oder Datei und übertragene Datenmenge,", "Referrer (die zuvor besuchte Seite), sofern übermittelt,", "Browsertyp, Betriebssystem und Spracheinstellung."),
          p("Diese Daten sind nötig, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und Angriffe abzuwehren. Rechtsgrundlage ist mein berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Ich führe die Protokolle nicht mit anderen Daten zusammen."),
          p(`**Speicherdauer:** Der Hosting-Anbieter bewahrt die Protokolle nach seinen Vertragsbedingungen ${hosting.logRetention} lang auf und löscht sie danach. Brauche ich einzelne Protokolle, um einen Sicherheitsvorfall aufzuklären, bewahre ich sie bis zu dessen Abschluss auf.`),
          p(hostingTransferText(config)),
        ],
      },
      {
        heading: "4. Kontaktformular",
        blocks: [
          p("Wenn Sie das Kontaktformular absenden, verarbeite ich Ihre Anrede, Ihren Namen, Ihre E-Mail-Adresse, den gewählten Grund, Ihre Nachricht, Ihr Häkchen bei „Ich habe die Datenschutzerklärung zur Kenntnis genommen.“ und den Zeitpunkt der Anfrage."),
          p("**Zweck und Rechtsgrundlage:** Ich nutze die Angaben, um Ihre Anfrage zu beantworten und gegebenenfalls ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen mein berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Die Pflichtfelder brauche ich, um Ihre Anfrage bearbeiten zu können; ohne sie ist keine Anfrage über das Formular möglich."),
          p("**Das Häkchen ist keine Einwilligung:** Mit ihm bestätigen Sie nur, dass Sie diese Datenschutzerklärung zur Kenntnis genommen haben. Die Verarbeitung Ihrer Anfrage stützt sich nicht darauf, sondern auf die eben genannten Rechtsgrundlagen."),
          p(`**Speicherung bei Supabase:** Die Anfragen werden in einer Datenbank des Anbieters ${supabase.name} gespeichert, in einem Rechenzentrum in der Region ${config.supabase.region}. Supabase verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Weil Supabase ein Unternehmen mit Sitz in den ${supabase.seat} ist, kann ein Zugriff auf die Daten von außerhalb der EU, etwa durch Betriebs- oder Supportpersonal, nicht ausgeschlossen werden. Für diesen Fall enthält der Vertrag zur Auftragsverarbeitung von Supabase die EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Der Zugriff über die Website ist so eingeschränkt, dass nur neue Anfragen angelegt, aber keine gelesen werden können. Zum Schutz vor Missbrauch begrenzt die Datenbank die Zahl der Anfragen je E-Mail-Adresse und Zeitraum. Einzelheiten: ${privacyLink(supabase)}.`),
          p("**Schutz vor automatisierten Anfragen:** Beim Ausfüllen löst Ihr Browser im Hintergrund eine kleine Rechenaufgabe, die meine Datenbank ausgibt und prüft; dafür werden keine Daten an Dritte übermittelt. Außerdem begrenzt die Datenbank die Zahl der Anfragen je Internetanschluss. Dazu speichert sie nicht Ihre IP-Adresse, sondern nur einen daraus mit einem geheimen, täglich gewechselten Schlüssel gebildeten Prüfwert (Hash), der ohne diesen Schlüssel keinen Rückschluss auf die Adresse erlaubt, und löscht ihn nach einer Stunde; der Schlüssel selbst wird spätestens nach zwei Tagen gelöscht. Rechtsgrundlage ist mein berechtigtes Interesse, das Formular vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO)."),
          p(`**Speicherdauer:** Ein automatischer Löschauftrag in der Datenbank läuft täglich und löscht jede Anfrage ${figures.leadRetention} nach ihrem Eingang, zusammen mit dem Versandstatus ihrer E-Mails. Kommt ein Vertrag zustande, bewahre ich die dafür nötigen Unterlagen darüber hinaus so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungspflichten verlangen (Art. 6 Abs. 1 lit. c DSGVO).`),
        ],
      },
      {
        heading: "5. Bestätigung und Benachrichtigung per E-Mail (Resend, mein E-Mail-Postfach)",
        blocks: [
          p(`Nach dem Absenden des Formulars erhalten Sie eine automatische Bestätigung an die angegebene E-Mail-Adresse, und ich erhalte eine Benachrichtigung mit Ihrer vollständigen Anfrage (Anrede, Name, E-Mail-Adresse, Grund, Nachricht und Zeitpunkt). Beide E-Mails versende ich über den Dienst ${resend.name} mit Sitz in den ${resend.seat}, der die Daten dafür in meinem Auftrag verarbeitet (Art. 28 DSGVO).`),
          p(`**Speicherung bei Resend:** Resend speichert die versandten E-Mails und die Versandprotokolle in den USA und bewahrt sie ${config.resend.logRetention} lang auf. Grundlage der Übermittlung in die USA sind die EU-Standardvertragsklauseln im Vertrag zur Auftragsverarbeitung von Resend (Art. 46 Abs. 2 lit. c DSGVO). Einzelheiten: ${privacyLink(resend)}.`),
          p("**Versandstatus:** Zu jeder Anfrage speichere ich in der Datenbank, ob und wann die E-Mails versandt wurden, damit keine Anfrage verloren geht und keine E-Mail doppelt verschickt wird. Kann eine E-Mail nicht zugestellt werden, erhalte ich eine Sammelmeldung mit Name, E-Mail-Adresse und Grund der betroffenen Anfragen."),
          p(`**Mein E-Mail-Postfach:** Die Benachrichtigungen und Sammelmeldungen gehen an mein E-Mail-Postfach bei ${config.mailboxProvider}. Dieser Anbieter speichert sie in meinem Auftrag (Art. 28 DSGVO). Ich bewahre sie auf, solange ich sie für die Bearbeitung Ihrer Anfrage und eine daraus entstehende Geschäftsbeziehung brauche; E-Mails, die handels- oder steuerrechtlich aufzubewahren sind, bewahre ich bis zum Ende der gesetzlichen Fristen auf (§ 257 HGB, § 147 AO).`),
          p("Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO (Bearbeitung Ihrer Anfrage, verlässliche Zustellung)."),
        ],
      },
      {
        heading: "6. Kontakt per E-Mail und WhatsApp",
        blocks: [
          p(`Schreiben Sie mir eine E-Mail, verarbeite ich Ihre Adresse und den Inhalt Ihrer Nachricht, um Ihnen zu antworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Ihre E-Mail liegt in meinem E-Mail-Postfach bei ${config.mailboxProvider}; für die Aufbewahrung gilt dasselbe wie für die Benachrichtigungen in Abschnitt 5.`),
          p(`Auf der Website finden Sie Links zu einem WhatsApp-Chat. Solange Sie einen solchen Link nicht anklicken, wird keine Verbindung zu WhatsApp aufgebaut. Erst mit dem Klick öffnet sich WhatsApp (App oder Website) mit einer vorausgefüllten Begrüßung, die Sie vor dem Senden ändern können. Ab dann gelten die Bedingungen von ${processors.whatsapp.name}; dabei können Daten auch in die USA übermittelt werden (Abschnitt 11). Ihre Telefonnummer, Ihren Profilnamen und Ihre Nachrichten nutze ich nur, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Einzelheiten: ${privacyLink(processors.whatsapp)}. Wenn Sie WhatsApp nicht nutzen möchten, schreiben Sie mir gern über das Formular oder per E-Mail.`),
        ],
      },
      {
        heading: "7. Speicher im Browser",
        blocks: [
          p(`Die Website speichert Ihre Auswahl im Cookie-Hinweis im Local Storage Ihres Browsers unter dem Schlüssel „${CONSENT.storageKey}“, je Kategorie erlaubt oder nicht, zum Beispiel ${consentExample}. Wenn Sie die eingeblendete Hinweiskarte schließen, speichert sie außerdem einen Vermerk im Session Storage unter „${FLOATING_CTA.storageKey}“. Beide Einträge bleiben in Ihrem Browser und werden nicht an mich übertragen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO. Einzelheiten, Dauer und Löschung erklärt meine [Cookie Policy](#cookie-policy).`),
        ],
      },
      {
        heading: "8. Statistik und Marketing mit dem Google Tag Manager (nur mit Einwilligung)",
        blocks: [
          p(`Für die Reichweitenmessung (Kategorie ${statistics}) und die Erfolgsmessung meiner Anzeigen (Kategorie ${marketing}) setze ich den Google Tag Manager des Anbieters ${processors.google.name} ein. Der Cookie-Hinweis bietet diese beiden Kategorien nur an, wenn der Tag Manager auf dieser Website eingerichtet ist; ist er es nicht, wird kein Code von Google geladen.`),
          ...tagManagerLoading(config).map((text) => p(text)),
          p(`Ich nutze den Google Consent Mode v2. Beim Laden gelten zunächst alle Einwilligungen als verweigert; dann erhält der Tag Manager Ihre Auswahl: ${statistics} steuert die Speicherung für Statistikzwecke (analytics_storage); ${marketing} steuert die Speicherung für Werbezwecke, die Übermittlung von Nutzerdaten an Google für Werbung und personalisierte Werbung (ad_storage, ad_user_data, ad_personalization). Ändern oder widerrufen Sie Ihre Auswahl, gebe ich das sofort an den Consent Mode weiter.`),
          p("Der Tag Manager selbst wertet keine Nutzungsdaten aus; er verwaltet die Dienste, die ich darüber einbinde, und lässt sie nur im Rahmen Ihrer Auswahl arbeiten. Dabei erhält Google Ihre IP-Adresse und Angaben zu Ihrem Besuch, etwa die aufgerufenen Seiten, und kann Cookies oder ähnliche Einträge in Ihrem Browser speichern. Google kann Daten auch in die USA übermitteln (Abschnitt 11)."),
          p(`Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft über „Cookie-Einstellungen“ am Ende jeder Seite widerrufen. Einzelheiten: ${privacyLink(processors.google)}.`),
        ],
      },
      {
        heading: "9. Videos von YouTube (nur mit Einwilligung oder nach Klick)",
        blocks: [
          p(`Die Videos der Galerie auf der Startseite binde ich von ${processors.youtube.name} im erweiterten Datenschutzmodus über youtube-nocookie.com ein. Zunächst zeige ich nur ein Vorschaubild vom Server dieser Website; dabei wird keine Verbindung zu YouTube aufgebaut.`),
          list(
            `**Wenn Sie ${media} erlauben** (unter ${settings} oder mit ${acceptAll}), laden alle Videos sofort.`,
            `**Wenn Sie ${media} nicht erlauben**, lädt jedes Video erst, wenn Sie es anklicken; der Klick gilt nur für dieses eine Video.`,
          ),
          p("Sobald ein Video lädt, erhält YouTube unter anderem Ihre IP-Adresse und die Information, welche Seite Sie besuchen. YouTube kann Cookies oder ähnliche Einträge in Ihrem Browser speichern und Daten in die USA übermitteln (Abschnitt 11)."),
          p(`Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie mit der Auswahl im Cookie-Hinweis oder mit dem Klick auf ein Video erteilen. Die Erlaubnis für ${media} können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite widerrufen. Einzelheiten: ${privacyLink(processors.youtube)}.`),
        ],
      },
      {
        heading: "10. Empfänger",
        blocks: [
          p("Ihre Daten erhalten nur die folgenden Empfänger, jeweils nur für den genannten Zweck und nur, soweit es dafür nötig ist. Ich verkaufe keine Daten. An andere Stellen gebe ich sie nur weiter, wenn ich gesetzlich dazu verpflichtet bin."),
          list(
            `**Hosting-Anbieter** (${hosting.provider}): betreibt und liefert die Website aus und speichert die Server-Protokolle; verarbeitet die Daten in meinem Auftrag (Abschnitt 3).`,
            `**${supabase.name}** (Sitz: ${supabase.seat}; Region ${config.supabase.region}): speichert die Anfragen aus dem Kontaktformular und den Versandstatus der E-Mails; verarbeitet die Daten in meinem Auftrag (Abschnitt 4).`,
            `**${resend.name}** (Sitz: ${resend.seat}): versendet die Bestätigung an Sie und die Benachrichtigung an mich und speichert die E-Mails und Versandprotokolle ${config.resend.logRetention} lang; verarbeitet die Daten in meinem Auftrag (Abschnitt 5).`,
            `**Anbieter meines E-Mail-Postfachs** (${config.mailboxProvider}): empfängt und speichert die Benachrichtigungen mit Ihrer vollständigen Anfrage, die Sammelmeldungen und Ihre E-Mails an mich; verarbeitet die Daten in meinem Auftrag (Abschnitte 5 und 6).`,
            `**${processors.google.name}** (Google Tag Manager): nur wenn Sie ${statistics} oder ${marketing} erlauben; je nach eingebundenem Dienst in meinem Auftrag oder in eigener Verantwortung (Abschnitt 8).`,
            `**${processors.youtube.name}**: nur wenn Sie ${media} erlauben oder ein Video anklicken; in eigener Verantwortung (Abschnitt 9).`,
            `**${processors.whatsapp.name}**: nur wenn Sie einen WhatsApp-Link anklicken; in eigener Verantwortung (Abschnitt 6).`,
          ),
          h3("Datenschutzerklärungen der Anbieter"),
          list(
            `Datenbank für Kontaktanfragen: ${privacyLink(supabase)}`,
            `E-Mail-Versand: ${privacyLink(resend)}`,
            `Google Tag Manager: ${privacyLink(processors.google)}`,
            `YouTube-Videos: ${privacyLink(processors.youtube)}`,
            `WhatsApp: ${privacyLink(processors.whatsapp)}`,
          ),
        ],
      },
      {
        heading: "11. Übermittlung in Drittländer",
        blocks: [
          p("Einige Empfänger haben ihren Sitz in den USA oder können Daten dorthin übermitteln. Für die USA gilt ein Angemessenheitsbeschluss der EU-Kommission nur für Unternehmen, die nach dem EU-US Data Privacy Framework zertifiziert sind. Jede Übermittlung stützt sich deshalb auf eine der folgenden Grundlagen:"),
          list(
            `**${supabase.name} und ${resend.name}:** EU-Standardvertragsklauseln in ihren Verträgen zur Auftragsverarbeitung (Art. 46 Abs. 2 lit. c DSGVO).`,
            "**Google (Tag Manager, YouTube) und WhatsApp (Meta):** Google LLC und Meta Platforms, Inc. sind nach dem EU-US Data Privacy Framework zertifiziert; für Übermittlungen an sie gilt der Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO).",
            `**Hosting:** ${hostingTransferText(config)}`,
          ),
        ],
      },
      {
        heading: "12. Ihre Rechte",
        blocks: [
          p("Sie haben mir gegenüber folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:"),
          list(
            "**Auskunft** über die gespeicherten Daten (Art. 15 DSGVO),",
            "**Berichtigung** unrichtiger Daten (Art. 16 DSGVO),",
            "**Löschung** (Art. 17 DSGVO) und **Einschränkung der Verarbeitung** (Art. 18 DSGVO),",
            "**Datenübertragbarkeit** (Art. 20 DSGVO),",
            "**Widerruf** einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), zum Beispiel über „Cookie-Einstellungen“ am Ende jeder Seite; die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt.",
          ),
          p("Ihr Widerspruchsrecht nach Art. 21 DSGVO erkläre ich gesondert in Abschnitt 13."),
          p(`Schreiben Sie mir dazu einfach an [${me.email}](mailto:${me.email}). Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.`),
          p("**So beantworte ich Auskunfts- und Löschanfragen:** Ich suche alle Daten, die zu Ihrer E-Mail-Adresse gespeichert sind: Ihre Anfragen aus dem Kontaktformular, den Versandstatus der zugehörigen E-Mails, Einträge in Sammelmeldungen und die E-Mails in meinem Postfach. Auf eine Auskunftsanfrage sende ich Ihnen die Daten aus der Datenbank vollständig als Datei (JSON) zu und nenne Ihnen die E-Mails in meinem Postfach; auf eine Löschanfrage lösche ich die Daten vollständig und bestätige Ihnen das. Die Versandprotokolle bei Resend werden nach der in Abschnitt 5 genannten Dauer automatisch gelöscht. Ich antworte innerhalb eines Monats und nur an die betroffene E-Mail-Adresse; bestehen Zweifel, ob die Anfrage von Ihnen stammt, frage ich nach. Daten, die ich wegen eines zustande gekommenen Vertrags aufbewahren muss, lösche ich erst nach Ablauf der gesetzlichen Fristen."),
        ],
      },
      {
        heading: "13. Widerspruchsrecht nach Art. 21 DSGVO",
        blocks: [
          p("**Widerspruch aus Gründen Ihrer besonderen Situation (Art. 21 Abs. 1 DSGVO): Soweit ich Ihre Daten auf Grundlage meines berechtigten Interesses verarbeite (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben. Dann verarbeite ich Ihre Daten dafür nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.**"),
          p("**Widerspruch gegen Direktwerbung (Art. 21 Abs. 2 und 3 DSGVO): Verarbeite ich Ihre Daten, um Direktwerbung zu betreiben, können Sie dieser Verarbeitung jederzeit ohne Angabe von Gründen widersprechen; das gilt auch für ein Profiling, soweit es mit solcher Direktwerbung in Verbindung steht. Nach Ihrem Widerspruch verarbeite ich Ihre Daten nicht mehr für diesen Zweck.**"),
          p(`Der Widerspruch ist an keine Form gebunden; am einfachsten schreiben Sie mir an [${me.email}](mailto:${me.email}).`),
        ],
      },
      {
        heading: "14. Beschwerderecht bei einer Aufsichtsbehörde",
        blocks: [
          p("Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Das können Sie insbesondere bei der Behörde Ihres Wohnorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes tun."),
          p(`${supervisoryAuthorityText(config)} Eine Liste aller Aufsichtsbehörden in Deutschland mit Anschriften finden Sie beim [Bundesbeauftragten für den Datenschutz und die Informationsfreiheit](https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html).`),
        ],
      },
      {
        heading: "15. Änderungen",
        blocks: [
          p("Ich passe diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung."),
        ],
      },
    ],
  };
}

export const datenschutz: LegalDocument = buildDatenschutz();
