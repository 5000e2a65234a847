/**
 * The owner values only the website shows: who stands behind the business (Impressum, Datenschutz, AGB, footer), the
 * home gallery's videos, the tag manager, the hosting and mail providers named in the Datenschutz, social profiles.
 * The values the mails show as well (business name, address, e-mail, phone, website, WhatsApp) are in
 * supabase/functions/_shared/owner.ts; `owner` below joins both, and the site reads every owner value from it.
 *
 * A value in «…» is a placeholder. `npm run check:launch` fails while any placeholder in either file is still set and
 * names each; the production build prints the same list as warnings. Optional values stay empty when they do not apply.
 */
// Deno reads this file for `npm run check:launch`: no `~` alias here, and imports name their file ending.
import { owner as sharedOwner } from "#shared/owner.ts";

export type Bundesland =
  | "Baden-Württemberg" | "Bayern" | "Berlin" | "Brandenburg" | "Bremen" | "Hamburg" | "Hessen" | "Mecklenburg-Vorpommern"
  | "Niedersachsen" | "Nordrhein-Westfalen" | "Rheinland-Pfalz" | "Saarland" | "Sachsen" | "Sachsen-Anhalt"
  | "Schleswig-Holstein" | "Thüringen";

/** Video ids that stand in until the owner's own clips are uploaded. */
export const PLACEHOLDER_VIDEO_ID = /^PLACEHOLD/;

export const siteOwner = {
  identity: {
    name: "«Vorname Nachname»",
    country: "Deutschland",
    vatId: "«USt-IdNr. DE000000000»",
    /** Wirtschafts-Identifikationsnummer (§ 139c AO); optional, shown in the Impressum when set. */
    economicId: "",
    /** Register entry, e.g. "Amtsgericht Musterstadt, HRA 12345"; optional (a sole trader usually has none). */
    registerEntry: "",
    /** How the texts name the owner beside her or his name (Impressum, Datenschutz, AGB, portrait). */
    ownerTitle: "Inhaberin" as "Inhaberin" | "Inhaber",
    /** The year the business was founded (footer copyright, structured data). */
    foundingYear: 2025,
    /** Person responsible for content (§ 18 Abs. 2 MStV). */
    responsible: "«Vorname Nachname»",
    /** The Bundesland of the business's seat: decides the data protection authority named in the Datenschutz. */
    bundesland: "«Bundesland»" as Bundesland | "«Bundesland»",
  },
  /** The home gallery's five clips on YouTube (the id in the clip's address). */
  videoIds: ["PLACEHOLD01", "PLACEHOLD02", "PLACEHOLD03", "PLACEHOLD04", "PLACEHOLD05"],
  tagManager: {
    /** Google Tag Manager container id, e.g. "GTM-XXXXXXX"; empty loads nothing and the banner offers no statistics or marketing. */
    containerId: "",
    /** Load the tag manager (every consent type denied) also after „Nur essenzielle“; off by default. */
    loadOnEssential: false,
  },
  hosting: {
    /** Name and address of the company that serves the website, e.g. "Netlify, Inc., 101 2nd Street, San Francisco, USA". */
    provider: "«Name und Anschrift des Hosting-Anbieters»",
    /** Where its servers that deliver the site stand, e.g. "in der EU" or "weltweit (Content Delivery Network)". */
    serverLocation: "«Serverstandort»",
    /** How long the provider keeps access logs, as its contract states, e.g. "30 Tage". */
    logRetention: "«Speicherdauer der Server-Logs laut Hosting-Vertrag»",
    /** The basis of a transfer outside the EU; empty when the provider processes only in the EU. */
    thirdCountryBasis: "«Grundlage der Drittlandübermittlung oder leer»",
  },
  supabase: {
    /** The project's region exactly as the dashboard shows it, e.g. "eu-central-1 (Frankfurt)". */
    region: "«Supabase-Region, z. B. eu-central-1 (Frankfurt)»",
  },
  resend: {
    /** How long Resend keeps sent mails and their logs on the owner's plan (Resend dashboard → Settings), e.g. "3 Tage". */
    logRetention: "«Aufbewahrung der E-Mail-Protokolle bei Resend laut Tarif»",
  },
  /** The provider of the owner's mailbox, which receives the lead notices, e.g. "IONOS SE, Montabaur". */
  mailboxProvider: "«Anbieter des E-Mail-Postfachs»",
  social: {
    instagram: "",
    youtube: "",
    tiktok: "",
    x: "",
  },
  /**
   * `npm run check:launch` also names the values that still equal the example shipped with the site (business name,
   * website, e-mail, ownerTitle, founding year). If one of them really is yours, list its key here, e.g.
   * ["identity.ownerTitle", "identity.foundingYear"].
   */
  confirmedExamples: [] as string[],
};

/** Every owner value as the site reads it: the shared ones and the site's own in one object. */
export const owner = { ...sharedOwner, ...siteOwner, identity: { ...sharedOwner.identity, ...siteOwner.identity } };

export type OwnerConfig = typeof owner;
