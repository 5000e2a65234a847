// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { printable } from "#shared/owner.ts";
import { owner, type OwnerConfig } from "../owner-site";
import { p, type LegalDocument, type LegalSection } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

/**
 * Impressum, built from the owner configuration so every fact lives in one place. The required values print as they
 * stand (a «placeholder» stays visible until the owner fills it in); the optional ones (economic id, register entry)
 * appear only once they are set.
 */
export function buildImpressum(config: OwnerConfig = owner): LegalDocument {
  const me = config.identity;
  const postal = `${me.street}, ${me.postalCode} ${me.city}`;
  const economicId = printable(me.economicId);
  const registerEntry = printable(me.registerEntry);
  const optional: LegalSection[] = [
    ...(economicId
      ? [{ heading: "Wirtschafts-Identifikationsnummer", blocks: [p(`Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: ${economicId}`)] }]
      : []),
    ...(registerEntry ? [{ heading: "Registereintrag", blocks: [p(`Registereintrag: ${registerEntry}`)] }] : []),
  ];

  return {
    tab: "impressum",
    label: "Impressum",
    title: "Impressum",
    updated: LEGAL_TEXTS_DATE,
    sections: [
      {
        heading: "Angaben gemäß § 5 DDG",
        blocks: [p(`**${me.businessName}**`), p(`${me.ownerTitle}: ${me.name}`), p(`${postal}, ${me.country}`)],
      },
      {
        heading: "Kontakt",
        blocks: [p(`E-Mail: [${me.email}](mailto:${me.email})`), p(`Telefon: ${me.phone}`)],
      },
      {
        heading: "Umsatzsteuer-Identifikationsnummer",
        blocks: [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${me.vatId}`)],
      },
      ...optional,
      {
        heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
        blocks: [p(`${me.responsible}, ${postal}`)],
      },
      {
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          p("Mein Angebot richtet sich ausschließlich an Unternehmer. Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen."),
        ],
      },
      {
        heading: "Haftung für Links",
        blocks: [
          p("Diese Website enthält Links zu Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden mir solche bekannt, entferne ich den Link umgehend."),
        ],
      },
      {
        heading: "Bildnachweise",
        blocks: [p(`Die Illustrationen auf dieser Website habe ich für ${me.businessName} selbst erstellt.`)],
      },
    ],
  };
}

export const impressum: LegalDocument = buildImpressum();
