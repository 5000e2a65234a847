// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { figures } from "#shared/facts.ts";
import { offerSettings } from "../pricing/settings";
import { vatWording } from "../pricing/terms";
import { site } from "../site";
import { list, p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

/** Terms for business customers. Every figure (payment term, corrections, ad credit, term) comes from the facts module. */

/** What "Werktage" means in these terms: the correction periods count working days, not calendar days. */
const WORKING_DAYS = "Werktage sind Montag bis Freitag, ausgenommen gesetzliche Feiertage am Sitz des Anbieters.";

export const agb: LegalDocument = {
  tab: "agb",
  label: "Allgemeine Geschäftsbedingungen (AGB)",
  title: "Allgemeine Geschäftsbedingungen (AGB)",
  updated: LEGAL_TEXTS_DATE,
  sections: [
    {
      heading: "§ 1 Geltungsbereich",
      blocks: [
        p(
          `(1) Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge zwischen ${site.name}, ${site.owner.ownerTitle} ${site.owner.name} (nachfolgend „Anbieter“), und ihren Kundinnen und Kunden (nachfolgend „Kunde“) über Marketing-, Content-, Web- und Beratungsleistungen.`,
        ),
        p(
          "(2) Das Angebot richtet sich **ausschließlich an Unternehmer** im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verträge mit Verbraucherinnen und Verbrauchern (§ 13 BGB) schließt der Anbieter nicht. Der Kunde bestätigt mit seiner Anfrage, in Ausübung seiner gewerblichen oder selbständigen beruflichen Tätigkeit zu handeln.",
        ),
        p(
          "(3) Abweichende oder ergänzende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich in Textform zustimmt.",
        ),
      ],
    },
    {
      heading: "§ 2 Vertragsschluss",
      blocks: [
        p(
          "(1) Die Darstellung der Pakete und Leistungen auf der Website ist kein verbindliches Angebot, sondern eine Aufforderung, eine Anfrage zu stellen.",
        ),
        p(
          "(2) Auf eine Anfrage erhält der Kunde ein individuelles Angebot in Textform (z. B. per E-Mail). Der Vertrag kommt zustande, wenn der Kunde dieses Angebot in Textform annimmt.",
        ),
      ],
    },
    {
      heading: "§ 3 Leistungen",
      blocks: [
        p(
          "(1) Art, Umfang und Laufzeit der Leistungen ergeben sich aus dem Angebot und der dort genannten Paket- oder Leistungsbeschreibung.",
        ),
        p(
          `(2) Beim Paket Start werden die vereinbarten Leistungen über die Mindestlaufzeit von ${figures.startTermDative} in Phasen erbracht; der Anbieter legt die Reihenfolge in Abstimmung mit dem Kunden fest.`,
        ),
        p(
          "(3) Der Anbieter setzt zur Erstellung von Texten, Bildern und Videos Werkzeuge der künstlichen Intelligenz ein. Alle Ergebnisse prüft und bearbeitet der Anbieter vor der Übergabe persönlich.",
        ),
        p(
          "(4) Der Anbieter schuldet die vereinbarten Leistungen, nicht einen bestimmten wirtschaftlichen Erfolg wie Reichweite, Anfragen oder Umsätze, es sei denn, dies ist ausdrücklich vereinbart.",
        ),
      ],
    },
    {
      heading: "§ 4 Mitwirkung des Kunden",
      blocks: [
        p(
          "(1) Der Kunde stellt die für die Leistung nötigen Informationen, Unterlagen, Zugänge (z. B. zu Social-Media- und Werbekonten) und Freigaben rechtzeitig zur Verfügung.",
        ),
        p(
          "(2) Der Kunde sorgt dafür, dass er an allen Materialien, die er dem Anbieter überlässt (z. B. Logos, Fotos, Texte), die erforderlichen Rechte hat. Nimmt ein Dritter den Anbieter wegen einer Verletzung solcher Rechte in Anspruch, die der Kunde zu vertreten hat, stellt der Kunde den Anbieter von diesen Ansprüchen einschließlich der angemessenen Kosten der Rechtsverteidigung frei. Der Anbieter informiert den Kunden unverzüglich über solche Ansprüche und gibt ihm Gelegenheit, sie abzuwehren.",
        ),
        p(
          "(3) Verzögert sich die Leistung, weil der Kunde seine Mitwirkung nicht rechtzeitig erbringt, verschieben sich vereinbarte Termine entsprechend.",
        ),
      ],
    },
    {
      heading: "§ 5 Preise und Zahlung",
      blocks: [
        p(`(1) Es gelten die im Angebot genannten Preise. ${vatWording[offerSettings.vatStatus].terms}`),
        p(
          `(2) Monatliche Vergütungen (etwa für ein Paket) sind **im Voraus** zu zahlen, jeweils **innerhalb der ersten ${figures.paymentDueDays} Kalendertage** des Monats, für den sie geschuldet sind.`,
        ),
        p(
          "(3) Bei einmaligen Leistungen (etwa einer Website, einem Branding-Kit oder einem Videoschnitt) ist **die Hälfte der Vergütung als Anzahlung** mit Vertragsschluss fällig; mit den Arbeiten beginnt der Anbieter nach ihrem Eingang. **Der Rest ist mit der Abnahme fällig**, bei einer Leistung, die ihrer Beschaffenheit nach nicht abgenommen wird, mit ihrer Lieferung.",
        ),
        p(
          "(4) Gerät der Kunde in Zahlungsverzug, kann der Anbieter die weitere Leistung bis zum Zahlungseingang zurückhalten. Gesetzliche Verzugszinsen und die Verzugspauschale nach § 288 BGB bleiben unberührt.",
        ),
      ],
    },
    {
      heading: `§ 6 ${figures.adCreditTerm}`,
      blocks: [
        p(
          `(1) Nur die Pakete ${figures.adCreditPackages} enthalten ein **einmaliges ${figures.adCreditTerm} von ${figures.adCreditAmount}** für die erste Kampagne des Kunden auf ${figures.adCreditPlatforms}. Für andere Plattformen und für spätere Kampagnen gilt es nicht.`,
        ),
        p(
          `(2) Der Anbieter setzt das ${figures.adCreditTerm} als Werbekosten dieser Kampagne bei der jeweiligen Plattform ein. Es ist an das jeweilige Paket gebunden und wird **nicht ausgezahlt**; eine Verrechnung mit anderen Leistungen ist ausgeschlossen.`,
        ),
        p(
          `(3) Werbekosten, die über das ${figures.adCreditTerm} hinausgehen (Werbebudget des Kunden), trägt der Kunde. Er zahlt sie direkt an die Plattform oder nach Vereinbarung über den Anbieter.`,
        ),
      ],
    },
    {
      heading: "§ 7 Korrekturen",
      blocks: [
        p(
          `(1) Jede Lieferung enthält **${figures.correctionRounds}**. Der Kunde teilt seine Änderungswünsche gesammelt in Textform mit.`,
        ),
        p(
          `(2) Nach Eingang der vollständigen Änderungswünsche liefert der Anbieter die überarbeiteten Inhalte bei Änderungen an bis zu ${figures.correctionPartialShare} der Inhalte **innerhalb von ${figures.correctionPartialDays}**, bei einer vollständigen Überarbeitung aller Inhalte **innerhalb von ${figures.correctionFullDays}**. ${WORKING_DAYS}`,
        ),
        p(
          "(3) Weitere Korrekturrunden und Änderungen, die über den vereinbarten Leistungsumfang hinausgehen, werden nach vorheriger Absprache gesondert vergütet. Die Beseitigung von Mängeln ist keine Korrekturrunde und wird nicht gesondert vergütet.",
        ),
        p("(4) Gesetzliche Mängelrechte bleiben unberührt."),
      ],
    },
    {
      heading: "§ 8 Nutzungsrechte",
      blocks: [
        p(
          "(1) Der Kunde erhält an den für ihn erstellten Arbeitsergebnissen ein einfaches, zeitlich und räumlich unbeschränktes Recht zur Nutzung für die vertraglich vorgesehenen Zwecke. **Die Nutzungsrechte gehen erst mit vollständiger Zahlung** der jeweiligen Vergütung auf den Kunden über.",
        ),
        p(
          "(2) Für Inhalte Dritter, die der Anbieter mit Zustimmung des Kunden verwendet (z. B. lizenzierte Bilder, Musik oder Schriften), gelten zusätzlich die Lizenzbedingungen des jeweiligen Rechteinhabers.",
        ),
        p(
          "(3) Mit künstlicher Intelligenz erzeugte Inhalte sind nach derzeitiger Rechtslage nicht in jedem Fall urheberrechtlich geschützt. Der Anbieter sichert insoweit keine Ausschließlichkeit zu.",
        ),
      ],
    },
    {
      heading: "§ 9 Haftung",
      blocks: [
        p("(1) Der Anbieter haftet **nur für Vorsatz und grobe Fahrlässigkeit**."),
        p("(2) Diese Beschränkung gilt nicht"),
        list(
          "für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit,",
          "für Ansprüche nach dem Produkthaftungsgesetz und aus einer übernommenen Garantie,",
          "für die leicht fahrlässige Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf; in diesem Fall ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.",
        ),
        p(
          "(3) Der Kunde ist verantwortlich für die Richtigkeit der Angaben und für die Rechte an den Materialien, die er dem Anbieter liefert (z. B. Angaben zu Produkten, ihrer Wirkung und ihren Preisen, Logos, Fotos, Texte), sowie für die Freigabe der Inhalte vor ihrer Veröffentlichung. Der Anbieter bleibt für seine eigene Arbeit verantwortlich, insbesondere dafür, dass die von ihm erstellten oder beschafften Texte, Bilder, Videos und Musik keine Rechte Dritter verletzen. Eine Rechts- oder Steuerberatung, etwa die rechtliche Prüfung von Werbeaussagen, erbringt der Anbieter nicht.",
        ),
        p(
          "(4) Entscheidungen der Werbe- und Social-Media-Plattformen (z. B. Ablehnung von Anzeigen oder Sperrung von Konten) liegen außerhalb des Einflusses des Anbieters.",
        ),
      ],
    },
    {
      heading: "§ 10 Laufzeit und Kündigung",
      blocks: [
        p(
          `(1) Die Laufzeit ergibt sich aus dem Angebot. Das Paket Start hat eine Mindestlaufzeit von ${figures.startTermDative}. Danach läuft der Vertrag auf unbestimmte Zeit weiter und kann von beiden Seiten mit einer Frist von ${figures.noticePeriod} ordentlich gekündigt werden, erstmals zum Ende der Mindestlaufzeit. Vor deren Ende ist die ordentliche Kündigung ausgeschlossen.`,
        ),
        p("(2) Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt."),
        p("(3) Kündigungen bedürfen der Textform."),
      ],
    },
    {
      heading: "§ 11 Vertraulichkeit und Datenschutz",
      blocks: [
        p(
          "(1) Beide Seiten behandeln vertrauliche Informationen der anderen Seite, die ihnen im Rahmen der Zusammenarbeit bekannt werden, vertraulich.",
        ),
        p(
          "(2) Verarbeitet der Anbieter im Auftrag des Kunden personenbezogene Daten (z. B. beim E-Mail-Marketing), schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Wie der Anbieter auf dieser Website Daten verarbeitet, steht in der [Datenschutzerklärung](#datenschutz).",
        ),
      ],
    },
    {
      heading: "§ 12 Schlussbestimmungen",
      blocks: [
        p("(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts."),
        p(
          `(2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist **Gerichtsstand** für alle Streitigkeiten aus dem Vertragsverhältnis der Sitz des Anbieters (${site.owner.city}).`,
        ),
        p(
          "(3) Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.",
        ),
      ],
    },
  ],
};
