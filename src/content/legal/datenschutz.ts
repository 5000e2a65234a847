import { CONSENT, FLOATING_CTA } from "../behaviour";
import { postalLine, site } from "../site";
import { processors, privacyLink } from "./processors";
import { h3, list, p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const owner = site.owner;

/** How long contact requests are kept before the database's daily job deletes them (supabase migration). */
export const CONTACT_RETENTION_MONTHS = 24;

/** Datenschutzerklärung: what this site really processes, on which basis, with whom and for how long. */
export const datenschutz: LegalDocument = {
  tab: "datenschutz",
  label: "Datenschutz",
  title: "Datenschutzerklärung",
  updated: LEGAL_TEXTS_DATE,
  sections: [
    {
      heading: "1. Verantwortlicher",
      blocks: [
        p(`Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:`),
        p(`**${site.name}**, Inhaberin ${owner.name}, ${postalLine()}, ${owner.country}. E-Mail: [${owner.email}](mailto:${owner.email}).`),
        p("Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu gesetzlich nicht verpflichtet sind. Wenden Sie sich mit allen Fragen zum Datenschutz direkt an die oben genannte Adresse."),
      ],
    },
    {
      heading: "2. Überblick",
      blocks: [
        p("Diese Website ist ein statisches Informationsangebot. Personenbezogene Daten verarbeiten wir nur in diesen Fällen:"),
        list(
          "beim Aufruf der Seiten in den Server-Protokollen unseres Hosting-Dienstleisters (Abschnitt 3),",
          "wenn Sie uns über das Kontaktformular schreiben, einschließlich der automatischen Bestätigungs-E-Mail (Abschnitte 4 und 5),",
          "wenn Sie uns per E-Mail oder WhatsApp kontaktieren (Abschnitt 6),",
          "wenn Sie im Cookie-Hinweis alle Dienste zulassen oder ein Video starten (Abschnitte 8 und 9).",
        ),
        p("Schriftarten, Bilder und Symbole liefern wir von unserem eigenen Server aus. Beim bloßen Lesen der Seiten werden keine Daten an Drittanbieter übertragen."),
      ],
    },
    {
      heading: "3. Hosting und Server-Protokolle",
      blocks: [
        p("Die Website wird bei einem Hosting-Dienstleister betrieben, der sie in unserem Auftrag ausliefert (Auftragsverarbeitung nach Art. 28 DSGVO). Bei jedem Aufruf verarbeitet der Server technisch notwendige Daten, die Ihr Browser übermittelt:"),
        list("IP-Adresse,", "Datum und Uhrzeit des Abrufs,", "aufgerufene Seite oder Datei und übertragene Datenmenge,", "Referrer (die zuvor besuchte Seite), sofern übermittelt,", "Browsertyp, Betriebssystem und Spracheinstellung."),
        p("Diese Daten sind nötig, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und Angriffe abzuwehren. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nicht mit anderen Daten zusammengeführt und spätestens nach 30 Tagen gelöscht, es sei denn, ein Sicherheitsvorfall muss aufgeklärt werden."),
      ],
    },
    {
      heading: "4. Kontaktformular",
      blocks: [
        p("Wenn Sie das Kontaktformular absenden, verarbeiten wir Ihre Anrede, Ihren Namen, Ihre E-Mail-Adresse, den gewählten Grund, Ihre Nachricht und Ihre Bestätigung, dass Sie diese Datenschutzerklärung gelesen haben, sowie den Zeitpunkt der Anfrage."),
        p("**Zweck und Rechtsgrundlage:** Wir nutzen die Angaben, um Ihre Anfrage zu beantworten und gegebenenfalls ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen unser berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Die Pflichtfelder brauchen wir, um Ihre Anfrage bearbeiten zu können; ohne sie ist keine Anfrage über das Formular möglich."),
        p(`**Speicherung bei Supabase:** Die Anfragen werden in einer Datenbank des Anbieters ${processors.supabase.name} gespeichert, die in einem Rechenzentrum in der Europäischen Union betrieben wird. Supabase verarbeitet die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Der Zugriff ist so eingeschränkt, dass über die Website nur neue Anfragen angelegt, aber keine gelesen werden können. Zum Schutz vor Missbrauch begrenzt die Datenbank die Zahl der Anfragen je E-Mail-Adresse und Zeitraum. Einzelheiten: ${privacyLink(processors.supabase)}.`),
        p("**Schutz vor automatisierten Anfragen:** Beim Ausfüllen löst Ihr Browser im Hintergrund eine kleine Rechenaufgabe, die unsere Datenbank ausgibt und prüft; dafür werden keine Daten an Dritte übermittelt. Außerdem begrenzt die Datenbank die Zahl der Anfragen je Internetanschluss. Dazu speichert sie nicht Ihre IP-Adresse, sondern nur einen daraus mit einem geheimen, täglich gewechselten Schlüssel gebildeten Prüfwert (Hash), der ohne diesen Schlüssel keinen Rückschluss auf die Adresse erlaubt, und löscht ihn nach einer Stunde; der Schlüssel selbst wird spätestens nach zwei Tagen gelöscht. Rechtsgrundlage ist unser berechtigtes Interesse, das Formular vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO)."),
        p(`**Speicherdauer:** Ein automatischer Löschauftrag in der Datenbank läuft täglich und löscht jede Anfrage ${CONTACT_RETENTION_MONTHS} Monate nach ihrem Eingang. Kommt ein Vertrag zustande, bewahren wir die dafür nötigen Unterlagen darüber hinaus so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungspflichten verlangen (Art. 6 Abs. 1 lit. c DSGVO).`),
      ],
    },
    {
      heading: "5. Automatische Bestätigung und Benachrichtigung per E-Mail (Resend)",
      blocks: [
        p(`Nach dem Absenden des Formulars erhalten Sie eine automatische Bestätigung an die angegebene E-Mail-Adresse, und wir erhalten eine Benachrichtigung mit dem Inhalt Ihrer Anfrage. Beide E-Mails versenden wir über den Dienst ${processors.resend.name}, der die Daten dafür in unserem Auftrag verarbeitet (Art. 28 DSGVO). Übermittelt werden Ihr Name, Ihre E-Mail-Adresse und der Inhalt Ihrer Anfrage. Zu jeder Anfrage speichern wir, ob und wann die E-Mails versandt wurden, damit keine Anfrage verloren geht und keine E-Mail doppelt verschickt wird.`),
        p(`Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO (Bearbeitung Ihrer Anfrage, verlässliche Zustellung). Resend hat seinen Sitz in den USA; zur Übermittlung siehe Abschnitt 10. Einzelheiten: ${privacyLink(processors.resend)}.`),
      ],
    },
    {
      heading: "6. Kontakt per E-Mail und WhatsApp",
      blocks: [
        p(`Schreiben Sie uns eine E-Mail, verarbeiten wir Ihre Adresse und den Inhalt Ihrer Nachricht, um Ihnen zu antworten (Art. 6 Abs. 1 lit. b oder f DSGVO).`),
        p(`Auf der Website finden Sie Links zu einem WhatsApp-Chat. Solange Sie einen solchen Link nicht anklicken, wird keine Verbindung zu WhatsApp aufgebaut. Erst mit dem Klick öffnet sich WhatsApp (App oder Website) mit einer vorausgefüllten Begrüßung, die Sie vor dem Senden ändern können. Ab dann gelten die Bedingungen von ${processors.whatsapp.name}; dabei können Daten auch in die USA übermittelt werden. Nachrichten, die Sie uns über WhatsApp senden, nutzen wir nur zur Beantwortung Ihres Anliegens. Einzelheiten: ${privacyLink(processors.whatsapp)}. Wenn Sie WhatsApp nicht nutzen möchten, schreiben Sie uns gern über das Formular oder per E-Mail.`),
      ],
    },
    {
      heading: "7. Speicher im Browser",
      blocks: [
        p(`Die Website speichert Ihre Auswahl im Cookie-Hinweis im Local Storage Ihres Browsers unter dem Schlüssel „${CONSENT.storageKey}“ und, wenn Sie die eingeblendete Hinweiskarte schließen, einen Vermerk im Session Storage unter „${FLOATING_CTA.storageKey}“. Beide Einträge bleiben in Ihrem Browser und werden nicht an uns übertragen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO. Einzelheiten, Dauer und Löschung erklärt unsere [Cookie Policy](#cookie-policy).`),
      ],
    },
    {
      heading: "8. Google Tag Manager (nur mit Einwilligung)",
      blocks: [
        p(`Nur wenn Sie im Cookie-Hinweis **„Alle akzeptieren“** wählen, laden wir den Google Tag Manager des Anbieters ${processors.google.name}. Vorher und bei der Wahl „Nur essenzielle“ wird kein Code von Google geladen. Wir nutzen den Google Consent Mode: Der Tag Manager startet mit verweigerten Einwilligungen für Werbe- und Statistikspeicher und erhält anschließend Ihre Auswahl. Ziehen Sie Ihre Einwilligung später zurück, wird dies sofort an den Consent Mode weitergegeben.`),
        p("Der Tag Manager selbst wertet keine Nutzungsdaten aus, er verwaltet die Dienste, die wir darüber einbinden, um die Nutzung der Website statistisch auszuwerten und unsere Werbung zu messen. Dabei wird Ihre IP-Adresse an Google übertragen; Google kann Daten auch in die USA übermitteln (siehe Abschnitt 10)."),
        p(`Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über „Cookie-Einstellungen“ im Fußbereich widerrufen können. Einzelheiten: ${privacyLink(processors.google)}.`),
      ],
    },
    {
      heading: "9. Videos von YouTube (nur nach Klick oder Einwilligung)",
      blocks: [
        p(`Die Videos auf der Startseite stammen von YouTube (${processors.youtube.name}). Wir binden sie im erweiterten Datenschutzmodus über youtube-nocookie.com ein. Zunächst zeigen wir nur ein Vorschaubild von unserem eigenen Server. Eine Verbindung zu YouTube entsteht erst, wenn Sie ein Video anklicken oder im Cookie-Hinweis „Alle akzeptieren“ gewählt haben. Dann erhält YouTube unter anderem Ihre IP-Adresse und die Information, welche Seite Sie besuchen, und kann Daten in Ihrem Browser speichern sowie Daten in die USA übermitteln.`),
        p(`Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie durch den Klick oder die Auswahl im Cookie-Hinweis erteilen. Einzelheiten: ${privacyLink(processors.youtube)}.`),
      ],
    },
    {
      heading: "10. Empfänger und Übermittlung in Drittländer",
      blocks: [
        p("Ihre Daten erhalten nur die in dieser Erklärung genannten Dienstleister und nur, soweit sie für den jeweiligen Zweck nötig sind. Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter."),
        p("Einige Anbieter haben ihren Sitz in den USA oder können Daten dorthin übermitteln. Eine Übermittlung erfolgt nur, wenn ein Angemessenheitsbeschluss der EU-Kommission besteht (für zertifizierte Unternehmen das EU-US Data Privacy Framework, Art. 45 DSGVO) oder der Anbieter die EU-Standardvertragsklauseln vereinbart hat (Art. 46 Abs. 2 lit. c DSGVO)."),
        h3("Datenschutzerklärungen der Anbieter"),
        list(
          `Datenbank für Kontaktanfragen: ${privacyLink(processors.supabase)}`,
          `E-Mail-Versand: ${privacyLink(processors.resend)}`,
          `Google Tag Manager: ${privacyLink(processors.google)}`,
          `YouTube-Videos: ${privacyLink(processors.youtube)}`,
          `WhatsApp: ${privacyLink(processors.whatsapp)}`,
        ),
      ],
    },
    {
      heading: "11. Ihre Rechte",
      blocks: [
        p("Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:"),
        list(
          "**Auskunft** über die gespeicherten Daten (Art. 15 DSGVO),",
          "**Berichtigung** unrichtiger Daten (Art. 16 DSGVO),",
          "**Löschung** (Art. 17 DSGVO) und **Einschränkung der Verarbeitung** (Art. 18 DSGVO),",
          "**Datenübertragbarkeit** (Art. 20 DSGVO),",
          "**Widerspruch** gegen Verarbeitungen auf Grundlage berechtigter Interessen aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO),",
          "**Widerruf** einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), zum Beispiel über „Cookie-Einstellungen“ im Fußbereich.",
        ),
        p(`Schreiben Sie uns dazu einfach an [${owner.email}](mailto:${owner.email}). Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.`),
        p("**So beantworten wir Auskunfts- und Löschanfragen:** Wir suchen alle Daten, die zu Ihrer E-Mail-Adresse gespeichert sind – Ihre Anfragen aus dem Kontaktformular und den Versandstatus der zugehörigen E-Mails. Auf eine Auskunftsanfrage senden wir Ihnen diese Daten vollständig als Datei (JSON) zu, auf eine Löschanfrage löschen wir sie vollständig und bestätigen Ihnen das. Wir antworten innerhalb eines Monats und nur an die betroffene E-Mail-Adresse; bestehen Zweifel, ob die Anfrage von Ihnen stammt, fragen wir nach. Daten, die wir wegen eines zustande gekommenen Vertrags aufbewahren müssen, löschen wir erst nach Ablauf der gesetzlichen Fristen."),
      ],
    },
    {
      heading: "12. Beschwerderecht bei einer Aufsichtsbehörde",
      blocks: [
        p("Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Das können Sie insbesondere bei der Behörde Ihres Wohnorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes tun. Für uns zuständig ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben. Eine Liste aller Aufsichtsbehörden in Deutschland mit Anschriften finden Sie beim [Bundesbeauftragten für den Datenschutz und die Informationsfreiheit](https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html)."),
      ],
    },
    {
      heading: "13. Änderungen",
      blocks: [
        p("Wir passen diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung."),
      ],
    },
  ],
};
