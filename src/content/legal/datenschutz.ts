// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { figures, figuresByCase } from "#shared/facts.ts";
import { CONSENT, FLOATING_CTA } from "../behaviour";
import { consentCategoryText, consentText } from "../consent";
import { owner, type OwnerConfig } from "../owner-site";
import { processors, privacyLink } from "./processors";
import { tagList, tagRetentionItems } from "./tag-manager-tags";
import { supervisoryAuthority } from "./supervisory-authorities";
import { h3, list, p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const statistics = `„${consentCategoryText.statistics.label}“`;
const marketing = `„${consentCategoryText.marketing.label}“`;
const media = `„${consentCategoryText.media.label}“`;
const essentialOnly = `„${consentText.essentialOnly}“`;
const acceptAll = `„${consentText.acceptAll}“`;
const settings = `„${consentText.settings}“`;

/**
 * The label of the contact form's checkbox, word for word (content/contact.ts; not imported, so the legal page does
 * not load the form's texts). legal.test.ts holds the two equal.
 * @internal (tested directly)
 */
export const consentLabel = "Ich habe die Datenschutzerklärung zur Kenntnis genommen.";

/** The stored consent value as the text shows it: every category refused except external media. */
export const consentExample = JSON.stringify(Object.fromEntries(CONSENT.categories.map((c) => [c, c === "media"])));

/**
 * Where the hosting takes data outside the EU/EEA. An empty value means it does not; a «placeholder» is printed as it
 * stands, so the open question stays visible in the text until the owner answers it.
 * @internal (tested with other owner configurations)
 */
export function hostingTransferText(config: OwnerConfig = owner): string {
  const basis = config.hosting.thirdCountryBasis.trim();
  return basis
    ? `Beim Hosting können Daten in Länder außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR) übermittelt werden. Grundlage dafür: ${basis}.`
    : "Durch das Hosting werden keine Daten in Länder außerhalb der Europäischen Union (EU) und des Europäischen Wirtschaftsraums (EWR) übermittelt.";
}

/**
 * The authority competent for the owner: named and linked once the Bundesland is set, else the placeholder shows.
 * @internal (tested with other owner configurations)
 */
export function supervisoryAuthorityText(config: OwnerConfig = owner): string {
  const authority = supervisoryAuthority(config);
  return authority
    ? `Für mich zuständig ist diese Aufsichtsbehörde: [${authority.name}](${authority.url}).`
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

/**
 * Datenschutzerklärung: what this site really processes, on which basis, with whom and for how long.
 * @internal (tested with other owner configurations)
 */
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
          p(
            "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) bin ich:",
          ),
          p(
            `**${me.businessName}**, ${me.ownerTitle} ${me.name}, ${me.street}, ${me.postalCode} ${me.city}, ${me.country}. E-Mail: [${me.email}](mailto:${me.email}).`,
          ),
          p(
            "Einen Datenschutzbeauftragten habe ich nicht benannt, weil ich dazu gesetzlich nicht verpflichtet bin. Wenden Sie sich mit allen Fragen zum Datenschutz direkt an die oben genannte Adresse.",
          ),
        ],
      },
      {
        heading: "2. Überblick",
        blocks: [
          p(
            "Diese Website ist ein statisches Informationsangebot. Personenbezogene Daten verarbeite ich nur in diesen Fällen:",
          ),
          list(
            "beim Aufruf der Seiten in den Server-Protokollen meines Hosting-Anbieters (Abschnitt 3),",
            "wenn Sie das Kontaktformular nutzen: vom ersten Klick in das Formular an für den Schutz vor automatisierten Anfragen, mit dem Absenden für Ihre Anfrage, die Prüfung auf Spam, die automatische Antwort an Sie und die Benachrichtigung an mich (Abschnitte 4 und 5),",
            "wenn Sie mich per E-Mail oder WhatsApp kontaktieren (Abschnitt 6),",
            `wenn Sie im Cookie-Hinweis ${statistics}, ${marketing} oder ${media} erlauben oder ein Video anklicken (Abschnitte 8 und 9).`,
          ),
          p(
            "Schriftarten, Bilder und Symbole kommen vom Server dieser Website. Beim bloßen Lesen der Seiten werden keine Daten an andere Anbieter als meinen Hosting-Anbieter übertragen. Wer Ihre Daten erhält, steht in Abschnitt 10, wie lange sie gespeichert bleiben, in Abschnitt 12.",
          ),
        ],
      },
      {
        heading: "3. Hosting und Server-Protokolle",
        blocks: [
          p(
            `Die Website wird von ${hosting.provider} betrieben und ausgeliefert (Hosting); die Server, die sie ausliefern, stehen ${hosting.serverLocation}. Der Hosting-Anbieter verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Bei jedem Aufruf verarbeitet der Server technisch notwendige Daten, die Ihr Browser übermittelt:`,
          ),
          list(
            "IP-Adresse,",
            "Datum und Uhrzeit des Abrufs,",
            "aufgerufene Seite oder Datei und übertragene Datenmenge,",
            "Referrer (die zuvor besuchte Seite), sofern übermittelt,",
            "Browsertyp, Betriebssystem und Spracheinstellung.",
          ),
          p(
            "Diese Daten sind nötig, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und Angriffe abzuwehren. Rechtsgrundlage ist mein berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Ich führe die Protokolle nicht mit anderen Daten zusammen.",
          ),
          p("Wie lange die Protokolle gespeichert bleiben, steht in Abschnitt 12."),
          p(hostingTransferText(config)),
        ],
      },
      {
        heading: "4. Kontaktformular",
        blocks: [
          p(
            `Wenn Sie das Kontaktformular absenden, verarbeite ich Ihre Anrede, Ihren Namen, Ihre E-Mail-Adresse, den gewählten Grund, Ihre Nachricht, Ihr Häkchen bei „${consentLabel}“ und den Zeitpunkt der Anfrage.`,
          ),
          p(
            "**Woher Ihre Anfrage kam:** Kommen Sie über eine Schaltfläche oder einen Link dieser Website zum Formular, speichere ich mit Ihrer Anfrage die Seite, von der Sie kamen, und welche Schaltfläche oder welchen Link Sie angeklickt haben (etwa „/preise“ und „Trotzdem Preis anfragen“ bei einem Paket), um zu sehen, welche Seiten Anfragen bringen. Die Angabe steht nur in der Adresse des Links; es wird dafür kein Cookie gesetzt und kein Profil gebildet. Rechtsgrundlage ist mein berechtigtes Interesse daran (Art. 6 Abs. 1 lit. f DSGVO).",
          ),
          p(
            "**Zweck und Rechtsgrundlage:** Ich nutze die Angaben, um Ihre Anfrage zu beantworten und gegebenenfalls ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen mein berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Die Pflichtfelder brauche ich, um Ihre Anfrage bearbeiten zu können; ohne sie ist keine Anfrage über das Formular möglich.",
          ),
          p(
            "**Das Häkchen ist keine Einwilligung:** Das Formular verlangt, dass Sie der Datenschutzerklärung zustimmen; Sie tun das mit dem Häkchen, mit dem Sie bestätigen, dass Sie diese Datenschutzerklärung zur Kenntnis genommen haben. Diese Zustimmung ist keine Einwilligung in die Verarbeitung Ihrer Daten (Art. 6 Abs. 1 lit. a DSGVO). Die Verarbeitung Ihrer Anfrage stützt sich nicht darauf, sondern auf die eben genannten Rechtsgrundlagen.",
          ),
          p(
            `**Speicherung bei Supabase:** Die Anfragen werden in einer Datenbank des Anbieters ${supabase.name} gespeichert, in einem Rechenzentrum in der Region ${config.supabase.region}. Supabase verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Weil Supabase ein Unternehmen mit Sitz ${supabase.seat} ist, kann ein Zugriff auf die Daten von außerhalb der EU, etwa durch Betriebs- oder Supportpersonal, nicht ausgeschlossen werden. Für diesen Fall enthält der Vertrag zur Auftragsverarbeitung von Supabase die EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Der Zugriff über die Website ist so eingeschränkt, dass nur neue Anfragen angelegt, aber keine gelesen werden können. Alle Prüfungen, die dieser Abschnitt beschreibt, laufen in dieser Datenbank. Einzelheiten: ${privacyLink(supabase)}.`,
          ),
          p(
            "**Schutz vor automatisierten Anfragen:** Sobald Sie in das Formular klicken, holt Ihr Browser von meiner Datenbank bei Supabase eine kleine Rechenaufgabe und löst sie im Hintergrund; die Lösung prüft die Datenbank beim Absenden. Mit der Lösung sendet Ihr Browser, wie lange Sie vom Öffnen des Formulars bis zum Absenden gebraucht haben und ob ein für Menschen unsichtbares Feld ausgefüllt ist, das nur Programme ausfüllen. Diese Angaben fließen nur in die Prüfung auf Spam ein; gespeichert wird davon nur, welche Merkmale der Prüfung zutrafen. Was Ihr Browser dafür speichert und ausliest, ist unbedingt erforderlich, damit ich den Versand Ihrer Anfrage anbieten kann, den Sie ausdrücklich wünschen (§ 25 Abs. 2 Nr. 2 TDDDG).",
          ),
          p(
            "**Protokolle bei Supabase:** Supabase protokolliert jeden Aufruf der Datenbank und der Funktion, die die E-Mails versendet, mit Ihrer IP-Adresse, dem Zeitpunkt, der aufgerufenen Adresse, der Kennung Ihres Browsers (User-Agent) und dem Ergebnis. Die Funktion vermerkt dort außerdem, welche E-Mail zu welcher Anfrage versandt wurde oder warum nicht, mit der Kennung der Anfrage. Fehlermeldungen der Datenbank oder des Versanddienstes können im Einzelfall Angaben aus einer Anfrage enthalten, etwa die E-Mail-Adresse. Die Aufrufe erreichen Supabase über das Netzwerk von Cloudflare, das Supabase als Unterauftragsverarbeiter einsetzt. Ich nutze die Protokolle nur, um Fehler und Angriffe zu erkennen; wie lange Supabase sie aufbewahrt, steht in Abschnitt 12.",
          ),
          p(
            "**Höchstzahl von Anfragen:** Die Datenbank begrenzt, wie viele Anfragen in einem Zeitraum von einer E-Mail-Adresse und aus einem Netz kommen dürfen. Als Netz zählt bei einer IPv6-Adresse das /64-Netz, zu dem sie gehört (meist ein einzelner Anschluss), bei einer IPv4-Adresse die Adresse selbst. Ihre IP-Adresse speichert die Datenbank dafür nicht, sondern nur einen daraus mit einem geheimen, täglich gewechselten Schlüssel gebildeten Prüfwert (HMAC), der ohne diesen Schlüssel keinen Rückschluss auf die Adresse erlaubt. E-Mail-Adressen vergleicht sie in vereinheitlichter Form: in Kleinbuchstaben, ohne einen Zusatz ab „+“ vor dem @ und bei Gmail ohne Punkte vor dem @. So gelten etwa „Max.Muster+Angebot@gmail.com“ und „maxmuster@gmail.com“ als dieselbe Adresse, bei der Höchstzahl je Adresse ebenso wie bei Auskunfts- und Löschanfragen (Abschnitt 13). Dieselbe Nachricht von derselben Adresse nimmt die Datenbank kurz hintereinander nur einmal an.",
          ),
          p(
            "**Prüfung auf Spam:** Jede Anfrage prüft die Datenbank beim Eingang automatisch auf typische Merkmale von Spam und vergibt für jedes zutreffende Merkmal Punkte. Sie achtet auf:",
          ),
          list(
            "ob ein für Menschen unsichtbares Feld ausgefüllt ist, das nur Programme ausfüllen,",
            "wie schnell das Formular ausgefüllt wurde und ob die Anfrage ohne die Zeitmessung des Formulars kam, also nicht über die Website, sondern von einem Programm,",
            "die Zahl der Links in Name und Nachricht,",
            "den Anteil lateinischer Buchstaben in der Nachricht (etwa bei Werbetext in kyrillischer Schrift),",
            "die Sprache und Werbefloskeln nur über das Textmodell (unten): Als eigene Merkmale – eine Nachricht auf Englisch, bekannte Werbefloskeln in Name oder Nachricht – sind sie in der Voreinstellung abgeschaltet,",
            "wiederholte Zeichen oder Wörter in auffälliger Zahl,",
            "Text, den kein Mensch so schreibt: unausgefüllte Platzhalter einer Serienmail, Blindtext, kodierte Zeichenblöcke, falsch kodierter Text, Symbolbuchstaben, Tastaturreihen, immer dieselben Wörter, eine Nachricht ohne Buchstaben,",
            "ob derselbe Text von mehreren Absendern aus verschiedenen Netzen kommt; dafür bewahrt die Datenbank mit dem Prüfwert des Netzes eine Prüfsumme (SHA-256) des Nachrichtentexts auf, nicht den Text selbst,",
            "ein Textmodell in der Datenbank: Es gewichtet die Wörter und Wortstämme (auch, ob ein Wort verneint ist), die Nachbarn von Fürwörtern wie „ich“ oder „Sie“ und Merkmale von Name und Nachricht (etwa Links, Schriftzeichen, Großschreibung, unausgefüllte Platzhalter einer Serienmail) mit Gewichten, die es aus Beispielen für Spam und für echte Anfragen lernt; lassen die Wörter allein keine klare Einstufung zu, gewichten zwei weitere Teile ebenso jede Folge von vier Zeichen innerhalb eines Worts (etwa „casi“ oder „ino.“) und jede Folge von fünf Zeichen über Wortgrenzen hinweg (etwa „e dic“), die in Name und Nachricht vorkommt. Markiere ich eine Anfrage als Spam oder als echte Anfrage, lernt es daraus: Dafür bewahrt es diese Wörter und Merkmale der Anfrage und ihre Folgen von vier und fünf Zeichen in alphabetischer Reihenfolge (nicht den Text) auf, solange die Anfrage gespeichert ist, und lernt nach jeder Änderung neu aus allen aufbewahrten Beispielen. Wird Ihre Anfrage gelöscht (nach Ablauf der Speicherdauer, Abschnitt 12, oder auf Ihren Antrag, Abschnitt 13), lernt es ohne sie neu und behält nichts von ihr.",
          ),
          p(
            "Ab einer festgelegten Punktzahl gilt eine Anfrage als Spam. Die Prüfung läuft ausschließlich in meiner Datenbank; dafür gehen keine Daten an weitere Dienste. Die Punktzahl, die zutreffenden Merkmale und die Wörter, die für das Textmodell am meisten zählten, speichert die Datenbank mit der Anfrage. Die Prüfung entscheidet nur darüber, ob Sie eine automatische Antwort erhalten und ob ich über Ihre Anfrage einzeln oder in einer Sammelmail benachrichtigt werde; gespeichert wird jede Anfrage. Eine als Spam erkannte Anfrage erhält keine automatische Antwort. Bestätige ich sie als echte Anfrage, geht die automatische Antwort doch noch hinaus, und für die Anfrage gilt dieselbe Speicherdauer wie für alle Anfragen.",
          ),
          p(
            `**Grenzen für automatische Antworten:** Die Datenbank versendet höchstens ${figures.autoRepliesPerHour} automatische Antworten pro Stunde und höchstens ${figures.autoRepliesPerDomainPerHour} pro Stunde an Adressen derselben Domain; große E-Mail-Anbieter wie gmail.com oder web.de sind von der Grenze je Domain ausgenommen (beides Voreinstellungen). So kann niemand über mein Formular massenhaft E-Mails an fremde Adressen auslösen. Weitere Anfragen werden trotzdem gespeichert; ihre automatische Antwort wird aber zurückgehalten, bis ich sie freigebe. Kommen ungewöhnlich viele Anfragen auf einmal, entscheidet die Datenbank über die automatische Antwort erst nach einer kurzen Wartezeit: Die Antworten, die in der Stunde noch hinausgehen dürfen, erhalten zuerst die Anfragen, die am wenigsten nach einem Programm aussehen, gemessen an der Punktzahl der Prüfung auf Spam, daran, ob aus demselben Netz weitere Anfragen kamen, und daran, ob andere Netze denselben Text sandten; die übrigen werden zurückgehalten. Dafür bewahrt die Datenbank den Prüfwert Ihres Netzes mit Ihrer Anfrage auf, bis über die Antwort entschieden ist, und löscht ihn dann.`,
          ),
          p(
            `**Viele Anfragen auf einmal:** Gehen ungewöhnlich viele Anfragen in kurzer Zeit ein, erhalte ich statt einer Benachrichtigung je Anfrage alle ${figures.waveSummaryInterval} eine Sammelmail. Über als Spam erkannte Anfragen benachrichtigt mich immer nur eine Sammelmail.`,
          ),
          p(
            "Rechtsgrundlage dieser Schutzmaßnahmen ist mein berechtigtes Interesse, das Formular und mein Postfach vor Missbrauch und Spam zu schützen und die Zustellung meiner E-Mails zu sichern (Art. 6 Abs. 1 lit. f DSGVO). Wie lange die Anfragen und die Prüfwerte gespeichert bleiben, steht in Abschnitt 12.",
          ),
        ],
      },
      {
        heading: "5. Automatische Antwort und Benachrichtigung per E-Mail (Resend, mein E-Mail-Postfach)",
        blocks: [
          p(
            `Nach dem Absenden des Formulars erhalten Sie eine automatische Antwort an die angegebene E-Mail-Adresse, es sei denn, die Prüfung auf Spam erkennt Ihre Anfrage als Spam oder eine der Grenzen für automatische Antworten hält sie zurück (Abschnitt 4). Ich erhalte eine Benachrichtigung mit Ihrer vollständigen Anfrage (Anrede, Name, E-Mail-Adresse, Grund, Nachricht, Zeitpunkt und, falls bekannt, die Seite und Schaltfläche, über die Sie zum Formular kamen), einzeln oder in einer Sammelmail. Diese E-Mails versende ich über den Dienst ${resend.name} mit Sitz ${resend.seat}, der die Daten dafür in meinem Auftrag verarbeitet (Art. 28 DSGVO).`,
          ),
          p(
            `**Speicherung bei Resend:** Resend speichert die versandten E-Mails und die Versandprotokolle in den USA. Grundlage der Übermittlung in die USA sind die EU-Standardvertragsklauseln im Vertrag zur Auftragsverarbeitung von Resend (Art. 46 Abs. 2 lit. c DSGVO). Einzelheiten: ${privacyLink(resend)}.`,
          ),
          p(
            "**Versandstatus:** Zu jeder Anfrage speichere ich in der Datenbank, ob und wann die E-Mails versandt wurden, damit keine Anfrage verloren geht und keine E-Mail doppelt verschickt wird.",
          ),
          p(
            "**Sammelmails und Zusammenfassungen:** Eine Sammelmail nennt zu jeder Anfrage Anrede, Name, E-Mail-Adresse, Grund, Zeitpunkt, den Anfang der Nachricht und den Stand der automatischen Antwort; zu einer als Spam erkannten Anfrage statt der Nachricht die Punktzahl und die zutreffenden Merkmale der Prüfung auf Spam mit den Wörtern, die für das Textmodell am meisten zählten. Wird eine E-Mail nicht oder nur verspätet zugestellt, erhalte ich eine Zusammenfassung mit Name, E-Mail-Adresse, Grund und Zeitpunkt der betroffenen Anfragen, dem Stand der betroffenen E-Mails und der Fehlermeldung des Versands. Den Inhalt jeder Sammelmail und Zusammenfassung hält die Datenbank fest, damit ein erneuter Versuch genau dieselbe E-Mail versendet.",
          ),
          p(
            `**Mein E-Mail-Postfach:** Die Benachrichtigungen, Sammelmails und Zusammenfassungen gehen an mein E-Mail-Postfach bei ${config.mailboxProvider}. Dieser Anbieter speichert sie in meinem Auftrag (Art. 28 DSGVO).`,
          ),
          p(
            "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO (Bearbeitung Ihrer Anfrage, verlässliche Zustellung). Wie lange die E-Mails, der Versandstatus, die Sammelmails und die Zusammenfassungen gespeichert bleiben, steht in Abschnitt 12.",
          ),
        ],
      },
      {
        heading: "6. Kontakt per E-Mail und WhatsApp",
        blocks: [
          p(
            `Schreiben Sie mir eine E-Mail, verarbeite ich Ihre Adresse und den Inhalt Ihrer Nachricht, um Ihnen zu antworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Ihre E-Mail liegt in meinem E-Mail-Postfach bei ${config.mailboxProvider}; wie lange, steht in Abschnitt 12.`,
          ),
          p(
            `Auf der Website finden Sie Links zu einem WhatsApp-Chat. Solange Sie einen solchen Link nicht anklicken, wird keine Verbindung zu WhatsApp aufgebaut. Erst mit dem Klick öffnet sich WhatsApp (App oder Website) mit einer vorausgefüllten Begrüßung, die Sie vor dem Senden ändern können. Ab dann gelten die Bedingungen von ${processors.whatsapp.name}; dabei können Daten auch in die USA übermittelt werden (Abschnitt 11). Ihre Telefonnummer, Ihren Profilnamen und Ihre Nachrichten nutze ich nur, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Einzelheiten: ${privacyLink(processors.whatsapp)}. Wenn Sie WhatsApp nicht nutzen möchten, schreiben Sie mir gern über das Formular oder per E-Mail.`,
          ),
        ],
      },
      {
        heading: "7. Speicher im Browser",
        blocks: [
          p(
            `Die Website speichert Ihre Auswahl im Cookie-Hinweis im Local Storage Ihres Browsers unter dem Schlüssel „${CONSENT.storageKey}“, je Kategorie erlaubt oder nicht, zum Beispiel ${consentExample}. Wenn Sie die eingeblendete Hinweiskarte schließen, speichert sie außerdem einen Vermerk im Session Storage unter „${FLOATING_CTA.storageKey}“. Beide Einträge bleiben in Ihrem Browser und werden nicht an mich übertragen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO. Einzelheiten, Dauer und Löschung erklärt meine [Cookie Policy](#cookie-policy).`,
          ),
        ],
      },
      {
        heading: "8. Statistik und Marketing mit dem Google Tag Manager (nur mit Einwilligung)",
        blocks: [
          p(
            `Für die Reichweitenmessung (Kategorie ${statistics}) und die Erfolgsmessung meiner Anzeigen (Kategorie ${marketing}) setze ich den Google Tag Manager des Anbieters ${processors.google.name} ein. Der Cookie-Hinweis bietet diese beiden Kategorien nur an, wenn der Tag Manager auf dieser Website eingerichtet ist; ist er es nicht, wird kein Code von Google geladen.`,
          ),
          ...tagManagerLoading(config).map((text) => p(text)),
          ...tagList(config),
          p(
            `Ich nutze den Google Consent Mode v2. Beim Laden gelten zunächst alle Einwilligungen als verweigert; dann erhält der Tag Manager Ihre Auswahl: ${statistics} steuert die Speicherung für Statistikzwecke (analytics_storage); ${marketing} steuert die Speicherung für Werbezwecke, die Übermittlung von Nutzerdaten an Google für Werbung und personalisierte Werbung (ad_storage, ad_user_data, ad_personalization). Ändern oder widerrufen Sie Ihre Auswahl, gebe ich das sofort an den Consent Mode weiter.`,
          ),
          p(
            "Der Tag Manager selbst wertet keine Nutzungsdaten aus; er verwaltet die Dienste, die ich darüber einbinde, und lässt sie nur im Rahmen Ihrer Auswahl arbeiten. Dabei erhält Google Ihre IP-Adresse und Angaben zu Ihrem Besuch, etwa die aufgerufenen Seiten, und kann Cookies oder ähnliche Einträge in Ihrem Browser speichern. Google kann Daten auch in die USA übermitteln (Abschnitt 11).",
          ),
          p(
            `Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft über „Cookie-Einstellungen“ am Ende jeder Seite widerrufen. Einzelheiten: ${privacyLink(processors.google)}.`,
          ),
        ],
      },
      {
        heading: "9. Videos von YouTube (nur mit Einwilligung oder nach Klick)",
        blocks: [
          p(
            `Die Videos der Galerie auf der Startseite binde ich von ${processors.youtube.name} im erweiterten Datenschutzmodus über youtube-nocookie.com ein. Zunächst zeige ich nur ein Vorschaubild vom Server dieser Website; dabei wird keine Verbindung zu YouTube aufgebaut.`,
          ),
          list(
            `**Wenn Sie ${media} erlauben** (unter ${settings} oder mit ${acceptAll}), laden alle Videos sofort.`,
            `**Wenn Sie ${media} nicht erlauben**, lädt jedes Video erst, wenn Sie es anklicken; der Klick gilt nur für dieses eine Video.`,
          ),
          p(
            "Sobald ein Video lädt, erhält YouTube unter anderem Ihre IP-Adresse und die Information, welche Seite Sie besuchen. YouTube kann Cookies oder ähnliche Einträge in Ihrem Browser speichern und Daten in die USA übermitteln (Abschnitt 11).",
          ),
          p(
            `Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie mit der Auswahl im Cookie-Hinweis oder mit dem Klick auf ein Video erteilen. Die Erlaubnis für ${media} können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite widerrufen. Einzelheiten: ${privacyLink(processors.youtube)}.`,
          ),
        ],
      },
      {
        heading: "10. Empfänger",
        blocks: [
          p(
            "Ihre Daten erhalten nur die folgenden Empfänger, jeweils nur für den genannten Zweck und nur, soweit es dafür nötig ist. Ich verkaufe keine Daten. An andere Stellen gebe ich sie nur weiter, wenn ich gesetzlich dazu verpflichtet bin.",
          ),
          list(
            `**Hosting-Anbieter** (${hosting.provider}): betreibt und liefert die Website aus und speichert die Server-Protokolle; verarbeitet die Daten in meinem Auftrag (Abschnitt 3).`,
            `**${supabase.name}** (Sitz ${supabase.seat}, Region ${config.supabase.region}): gibt die Rechenaufgabe des Formulars aus, speichert die Anfragen aus dem Kontaktformular, die Prüfwerte zum Schutz vor Missbrauch, den Versandstatus der E-Mails sowie die Sammelmails und Zusammenfassungen und protokolliert die Aufrufe; verarbeitet die Daten in meinem Auftrag (Abschnitte 4 und 5).`,
            `**${resend.name}** (Sitz ${resend.seat}): versendet die automatische Antwort an Sie und die Benachrichtigungen an mich und speichert die E-Mails und Versandprotokolle; verarbeitet die Daten in meinem Auftrag (Abschnitt 5).`,
            `**Anbieter meines E-Mail-Postfachs** (${config.mailboxProvider}): empfängt und speichert die Benachrichtigungen mit Ihrer vollständigen Anfrage, die Sammelmails, die Zusammenfassungen und Ihre E-Mails an mich; verarbeitet die Daten in meinem Auftrag (Abschnitte 5 und 6).`,
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
          p(
            "Einige Empfänger haben ihren Sitz in den USA oder können Daten dorthin übermitteln. Für die USA gilt ein Angemessenheitsbeschluss der EU-Kommission nur für Unternehmen, die nach dem EU-US Data Privacy Framework zertifiziert sind. Jede Übermittlung stützt sich deshalb auf eine der folgenden Grundlagen:",
          ),
          list(
            `**${supabase.name} und ${resend.name}:** EU-Standardvertragsklauseln in ihren Verträgen zur Auftragsverarbeitung (Art. 46 Abs. 2 lit. c DSGVO).`,
            "**Google (Tag Manager, YouTube) und WhatsApp (Meta):** Google LLC und Meta Platforms, Inc. sind nach dem EU-US Data Privacy Framework zertifiziert; für Übermittlungen an sie gilt der Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO).",
            `**Hosting:** ${hostingTransferText(config)}`,
          ),
        ],
      },
      {
        heading: "12. Speicherdauer im Überblick",
        blocks: [
          p(
            "Wie lange welche Daten gespeichert bleiben, auf einen Blick. Nach Ablauf der Frist werden sie gelöscht, soweit keine gesetzliche Aufbewahrungspflicht gilt.",
          ),
          list(
            `**Server-Protokolle beim Hosting-Anbieter:** nach seinen Vertragsbedingungen ${hosting.logRetention} lang; brauche ich einzelne Protokolle, um einen Sicherheitsvorfall aufzuklären, bewahre ich sie bis zu dessen Abschluss auf (Abschnitt 3).`,
            "**Protokolle bei Supabase** (IP-Adresse und technische Angaben zu jedem Aufruf): so lange, wie es der Tarif meines Supabase-Projekts vorsieht; danach löscht Supabase sie automatisch. Die Frist je Tarif nennt die [Preisübersicht von Supabase](https://supabase.com/pricing) unter „Log retention“ (Abschnitt 4).",
            `**Anfragen aus dem Kontaktformular:** Ein Löschauftrag in der Datenbank läuft täglich und löscht jede Anfrage ${figures.leadRetention} nach ihrem Eingang, zusammen mit dem Versandstatus ihrer E-Mails (Abschnitte 4 und 5).`,
            `**Als Spam erkannte Anfragen:** ${figuresByCase.spamRetention.accusative} nach ihrem Eingang, es sei denn, ich bestätige sie als echte Anfrage; dann gilt die Frist für alle Anfragen (Abschnitt 4).`,
            `**Anfragen, deren automatische Antwort zurückgehalten und nie freigegeben wurde:** ${figuresByCase.heldReplyRetention.accusative} nach ihrem Eingang (Abschnitt 4).`,
            `**Sammelmails und Zusammenfassungen in der Datenbank:** ${figuresByCase.ownerSummaryRetention.accusative} nach ihrer Erstellung, auch wenn die Anfragen, die sie nennen, schon früher gelöscht wurden (Abschnitt 5).`,
            `**Prüfwert des Netzes, aus dem eine Anfrage kam, und Prüfsumme ihres Nachrichtentexts:** höchstens ${figuresByCase.networkHashRetention.accusative}; der Schlüssel, mit dem der Prüfwert gebildet wird, wird täglich gewechselt und spätestens nach ${figures.networkKeyRetention} gelöscht (Abschnitt 4).`,
            `**Protokolle der zeitgesteuerten Aufgaben der Datenbank** (sie enthalten keine Kontaktdaten): ${figuresByCase.jobLogRetention.accusative}.`,
            `**Versandte E-Mails und Versandprotokolle bei Resend:** ${config.resend.logRetention} lang (Abschnitt 5).`,
            "**Benachrichtigungen, Sammelmails, Zusammenfassungen und Ihre E-Mails in meinem Postfach:** solange ich sie für die Bearbeitung Ihrer Anfrage und eine daraus entstehende Geschäftsbeziehung brauche; E-Mails, die handels- oder steuerrechtlich aufzubewahren sind, bis zum Ende der gesetzlichen Fristen (§ 257 HGB, § 147 AO; Abschnitte 5 und 6).",
            "**Unterlagen zu einem geschlossenen Vertrag:** so lange, wie es die handels- und steuerrechtlichen Aufbewahrungspflichten verlangen (Art. 6 Abs. 1 lit. c DSGVO).",
            "**Einträge im Speicher Ihres Browsers:** bis Sie sie löschen oder, im Session Storage, bis Sie den Tab schließen; Einzelheiten in der [Cookie Policy](#cookie-policy) (Abschnitt 7).",
            ...tagRetentionItems(config),
          ),
        ],
      },
      {
        heading: "13. Ihre Rechte",
        blocks: [
          p("Sie haben mir gegenüber folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:"),
          list(
            "**Auskunft** über die gespeicherten Daten (Art. 15 DSGVO),",
            "**Berichtigung** unrichtiger Daten (Art. 16 DSGVO),",
            "**Löschung** (Art. 17 DSGVO) und **Einschränkung der Verarbeitung** (Art. 18 DSGVO),",
            "**Datenübertragbarkeit** (Art. 20 DSGVO),",
            "**Widerruf** einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), zum Beispiel über „Cookie-Einstellungen“ am Ende jeder Seite; die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt.",
          ),
          p("Ihr Widerspruchsrecht nach Art. 21 DSGVO erkläre ich gesondert in Abschnitt 14."),
          p(
            `Schreiben Sie mir dazu einfach an [${me.email}](mailto:${me.email}). Eine automatisierte Entscheidung im Sinne von Art. 22 DSGVO, einschließlich Profiling, findet nicht statt: Die Prüfung auf Spam (Abschnitt 4) entscheidet nur darüber, ob Sie eine automatische Antwort erhalten und wie ich über Ihre Anfrage benachrichtigt werde; Ihre Anfrage selbst lese und beantworte ich persönlich.`,
          ),
          p(
            "**So beantworte ich Auskunfts- und Löschanfragen:** Ich suche alle Daten, die zu Ihrer E-Mail-Adresse gespeichert sind, auch unter Schreibweisen, die in vereinheitlichter Form dieselbe Adresse ergeben (Abschnitt 4): Ihre Anfragen aus dem Kontaktformular, den Versandstatus der zugehörigen E-Mails, Einträge in Sammelmails und Zusammenfassungen und die E-Mails in meinem Postfach. Auf eine Auskunftsanfrage sende ich Ihnen die Daten aus der Datenbank vollständig als Datei (JSON) zu und nenne Ihnen die E-Mails in meinem Postfach; auf eine Löschanfrage lösche ich die Daten vollständig und bestätige Ihnen das. Die Versandprotokolle bei Resend und die Protokolle bei Supabase und meinem Hosting-Anbieter werden nach der in Abschnitt 12 genannten Dauer automatisch gelöscht. Ich antworte innerhalb eines Monats und nur an die betroffene E-Mail-Adresse; bestehen Zweifel, ob die Anfrage von Ihnen stammt, frage ich nach. Daten, die ich wegen eines zustande gekommenen Vertrags aufbewahren muss, lösche ich erst nach Ablauf der gesetzlichen Fristen.",
          ),
        ],
      },
      {
        heading: "14. Widerspruchsrecht nach Art. 21 DSGVO",
        blocks: [
          p(
            "**Widerspruch aus Gründen Ihrer besonderen Situation (Art. 21 Abs. 1 DSGVO): Soweit ich Ihre Daten auf Grundlage meines berechtigten Interesses verarbeite (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben. Dann verarbeite ich Ihre Daten dafür nicht mehr, es sei denn, ich kann zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.**",
          ),
          p(
            "**Widerspruch gegen Direktwerbung (Art. 21 Abs. 2 und 3 DSGVO): Verarbeite ich Ihre Daten, um Direktwerbung zu betreiben, können Sie dieser Verarbeitung jederzeit ohne Angabe von Gründen widersprechen; das gilt auch für ein Profiling, soweit es mit solcher Direktwerbung in Verbindung steht. Nach Ihrem Widerspruch verarbeite ich Ihre Daten nicht mehr für diesen Zweck.**",
          ),
          p(
            `Der Widerspruch ist an keine Form gebunden; am einfachsten schreiben Sie mir an [${me.email}](mailto:${me.email}).`,
          ),
        ],
      },
      {
        heading: "15. Beschwerderecht bei einer Aufsichtsbehörde",
        blocks: [
          p(
            "Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Das können Sie insbesondere bei der Behörde Ihres Wohnorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes tun.",
          ),
          p(
            `${supervisoryAuthorityText(config)} Eine Liste aller Aufsichtsbehörden in Deutschland mit Anschriften finden Sie beim [Bundesbeauftragten für den Datenschutz und die Informationsfreiheit](https://www.bfdi.bund.de/DE/Service/Anschriften/Laender/Laender-node.html).`,
          ),
        ],
      },
      {
        heading: "16. Änderungen",
        blocks: [
          p(
            "Ich passe diese Datenschutzerklärung an, wenn sich die Website oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.",
          ),
        ],
      },
    ],
  };
}

export const datenschutz: LegalDocument = buildDatenschutz();
