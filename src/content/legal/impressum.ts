import { postalLine, site } from "../site";
import { p, type LegalDocument } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

const owner = site.owner;

/** Impressum, built from the site configuration (src/content/site.ts) so every fact lives in one place. */
export const impressum: LegalDocument = {
  tab: "impressum",
  label: "Impressum",
  title: "Impressum",
  updated: LEGAL_TEXTS_DATE,
  sections: [
    {
      heading: "Angaben gemäß § 5 DDG",
      blocks: [p(`**${site.name}**`), p(`Inhaberin: ${owner.name}`), p(`${postalLine()}, ${owner.country}`)],
    },
    {
      heading: "Kontakt",
      blocks: [p(`E-Mail: [${owner.email}](mailto:${owner.email})`), p(`Telefon: ${owner.phone}`)],
    },
    {
      heading: "Umsatzsteuer-Identifikationsnummer",
      blocks: [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${owner.vatId}`)],
    },
    {
      heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      blocks: [p(`${owner.responsible}, ${postalLine()}`)],
    },
    {
      heading: "Verbraucherstreitbeilegung",
      blocks: [
        p("Unser Angebot richtet sich ausschließlich an Unternehmer. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen."),
      ],
    },
    {
      heading: "Haftung für Links",
      blocks: [
        p("Diese Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir den Link umgehend."),
      ],
    },
    {
      heading: "Bildnachweise",
      blocks: [p("Die Illustrationen auf dieser Website wurden für KI Marketing Studio selbst erstellt.")],
    },
  ],
};
