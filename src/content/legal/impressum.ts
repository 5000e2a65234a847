// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { printable } from "#shared/owner.ts";
import { owner, type OwnerConfig } from "../owner-site";
import { vatWording } from "../pricing/terms";
import { p, type LegalDocument, type LegalSection } from "./types";
import { LEGAL_TEXTS_DATE } from "./version";

/**
 * The VAT section: the VAT id where there is one (a «placeholder» prints as it stands until the owner sets it or sets
 * "" for none), and under § 19 UStG the small-business rule in the price notice's words. Nothing when neither applies.
 */
function vatSection(config: OwnerConfig): LegalSection[] {
  const me = config.identity;
  const vatId = me.vatId.trim();
  const blocks = [
    ...(vatId ? [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${vatId}`)] : []),
    ...(me.vatStatus === "smallBusiness" ? [p(vatWording.smallBusiness.notice)] : []),
  ];
  if (blocks.length === 0) return [];
  return [{ heading: vatId ? "Umsatzsteuer-Identifikationsnummer" : "Umsatzsteuer", blocks }];
}

/** Who made the illustrations and the portrait, as the owner configuration says. */
function imageCredits(config: OwnerConfig): string[] {
  const { origin, detail } = config.illustrations;
  const business = config.identity.businessName;
  const illustrations = {
    self: `Die Illustrationen auf dieser Website habe ich für ${business} selbst erstellt.`,
    tool: `Die Illustrationen auf dieser Website habe ich für ${business} mit ${detail.trim()} erstellt.`,
    designer: `Die Illustrationen auf dieser Website hat ${detail.trim()} für ${business} gestaltet.`,
  }[origin];
  const portraitCredit = printable(config.portrait.credit);
  return [illustrations, ...(portraitCredit ? [`Porträt: ${portraitCredit}`] : [])];
}

/**
 * Impressum, built from the owner configuration so every fact lives in one place. The required values print as they
 * stand (a «placeholder» stays visible until the owner fills it in); the optional ones (VAT id, economic id, register
 * entry) appear only once they are set.
 * @internal (tested with other owner configurations)
 */
export function buildImpressum(config: OwnerConfig = owner): LegalDocument {
  const me = config.identity;
  const postal = `${me.street}, ${me.postalCode} ${me.city}`;
  const economicId = printable(me.economicId);
  const registerEntry = printable(me.registerEntry);
  const optional: LegalSection[] = [
    ...(economicId
      ? [
          {
            heading: "Wirtschafts-Identifikationsnummer",
            blocks: [p(`Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: ${economicId}`)],
          },
        ]
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
      ...vatSection(config),
      ...optional,
      {
        heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
        blocks: [p(`${me.responsible}, ${postal}`)],
      },
      {
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          p(
            "Mein Angebot richtet sich ausschließlich an Unternehmer. Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
          ),
        ],
      },
      {
        heading: "Haftung für Links",
        blocks: [
          p(
            "Diese Website enthält Links zu Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden mir solche bekannt, entferne ich den Link umgehend.",
          ),
        ],
      },
      {
        heading: "Bildnachweise",
        blocks: imageCredits(config).map((text) => p(text)),
      },
    ],
  };
}

export const impressum: LegalDocument = buildImpressum();
