/**
 * The owner values only the website shows: who stands behind the business (Impressum, Datenschutz, AGB, footer), the
 * home gallery's videos, the tag manager and its tags, the hosting and mail providers named in the Datenschutz, social
 * profiles, and the facts about the offers only the owner can state (availability, the „Beliebt“ badge, what each
 * single price buys, Viral's term, VAT status, the portrait and who made the illustrations).
 * The values the mails show as well (the owner's name, business name, address, e-mail, phone, website, WhatsApp) are in
 * supabase/functions/_shared/owner.ts; `owner` below joins both, and the site reads every owner value from it.
 *
 * A value in «…» is a placeholder. `npm run check:launch` fails while any placeholder in either file is still set and
 * names each; the production build prints the same list as warnings. Optional values stay empty when they do not apply.
 */
// Deno reads this file for `npm run check:launch`: no `~` alias here, and imports name their file ending.
import { owner as sharedOwner } from "#shared/owner.ts";

export type Bundesland =
  | "Baden-Württemberg"
  | "Bayern"
  | "Berlin"
  | "Brandenburg"
  | "Bremen"
  | "Hamburg"
  | "Hessen"
  | "Mecklenburg-Vorpommern"
  | "Niedersachsen"
  | "Nordrhein-Westfalen"
  | "Rheinland-Pfalz"
  | "Saarland"
  | "Sachsen"
  | "Sachsen-Anhalt"
  | "Schleswig-Holstein"
  | "Thüringen";

/**
 * Whether the offers on /preise can be booked. One value for all offers: the owner works alone, so every package and
 * single service draws on the same hours; when they are taken, they are taken for every offer.
 * - "soldOut": every button reads „Ausverkauft“ and is disabled, a link beside it asks anyway (structured data: SoldOut);
 * - "noFreeSlots": every button reads „Derzeit keine freien Plätze – fragen Sie trotzdem an“ and opens the contact form
 *   with the offer named (structured data: BackOrder, an order taken now and served when a place is free);
 * - "bookable": every button reads „Jetzt anfragen“ and opens the contact form with the offer named (InStock).
 */
export type OfferAvailability = "soldOut" | "noFreeSlots" | "bookable";

/** The packages on /preise. */
type PackageId = "start" | "viral" | "ecommerce";

/**
 * The VAT status the prices are stated under. "standard": net prices plus VAT („zzgl. USt.“). "smallBusiness": the
 * small-business rule of § 19 UStG, no VAT charged; no page then says „zzgl. USt.“, every price notice states the rule.
 */
export type VatStatus = "standard" | "smallBusiness";

/**
 * What the portrait beside „Persönlich für Sie da“ on the service pages shows, for its alt text and caption:
 * "standIn": a drawn figure standing in for you, captioned „Symbolbild“ (the shipped /images/portrait.svg is one);
 * "ownerDrawing": a drawing of you; "ownerPhoto": a photo of you.
 */
type PortraitShows = "standIn" | "ownerDrawing" | "ownerPhoto";

/**
 * Who made the illustrations of this site, as the Impressum's „Bildnachweise“ states it: "self" (you made them),
 * "tool" (you made them with a tool; `detail` names it and its licence), "designer" (someone else made them for you;
 * `detail` names who).
 */
type IllustrationOrigin = "self" | "tool" | "designer";

/** A consent category a tag of the tag manager fires in (the banner's „Statistik“ or „Marketing“). */
type TagCategory = "statistics" | "marketing";

/** One tag the tag manager container fires; the Cookie Policy and the Datenschutz name each field. */
export type TagManagerTag = {
  /** e.g. "Google Analytics 4" */
  name: string;
  /** Company and address, e.g. "Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland". */
  provider: string;
  /** What it is for, e.g. "Reichweitenmessung: welche Seiten wie oft besucht werden". */
  purpose: string;
  /** The cookies or similar entries it sets, e.g. "_ga, _ga_<Kennung>". */
  cookies: string;
  /** How long they are kept, e.g. "bis zu 2 Jahre". */
  retention: string;
  category: TagCategory;
};

/**
 * Video ids that stand in until the owner's own clips are uploaded.
 * @internal (read by the launch check, tools/launch/placeholders.ts)
 */
export const PLACEHOLDER_VIDEO_ID = /^PLACEHOLD/;

/** @internal (tools/launch/report.test.ts) */
export const siteOwner = {
  identity: {
    country: "Deutschland",
    /** Umsatzsteuer-Identifikationsnummer; set "" if you have none (the Impressum then shows no such line). */
    vatId: "«USt-IdNr. DE000000000»",
    /** "standard" (prices plus VAT) or "smallBusiness" (§ 19 UStG, no VAT); see VatStatus. */
    vatStatus: "standard" as VatStatus,
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
    /**
     * Every tag the container fires (e.g. Google Analytics 4, Google Ads conversion tracking), with its cookies; the
     * Cookie Policy and the Datenschutz list them. `npm run check:launch` fails while a container id is set and this
     * list is empty.
     */
    tags: [] as TagManagerTag[],
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
  /** The facts about the offers on /preise and the service pages that only you can state. */
  offers: {
    /** "soldOut" (the shipped state: „Ausverkauft“), "noFreeSlots" or "bookable"; see OfferAvailability. */
    availability: "soldOut" as OfferAvailability,
    /** The package marked „Beliebt“ on /preise; "" shows no badge. Keep it only while most customers choose it. */
    popularPackage: "viral" as PackageId | "",
    /**
     * Viral's contract term as /preise prints it. The AGB set a minimum term for Start only (§ 10: otherwise the
     * offer sets the term); if you give Viral a fixed term here, add it to the AGB too.
     */
    viralTerm: "Laufzeit nach Angebot",
    /**
     * What each single service's price buys, printed beside the price on /preise and on the service pages and in the
     * structured data. Written to follow „für“: „159,99 € einmalig für ein Video von bis zu einer Minute, …“.
     */
    singleServiceScopes: {
      "brand-designer": "ein Branding-Kit aus Logo, Farbpalette, Schriften und Gestaltungsregeln",
      webdesigner: "eine Website mit bis zu 5 Seiten, ohne Hosting und laufende Pflege",
      "seo-experte": "die Optimierung von bis zu 5 Seiten Ihrer Website, ohne laufende Betreuung",
      chatbot:
        "einen KI-Chatbot auf Ihrer Website mit Antworten auf bis zu 20 häufige Fragen, ohne laufende Plattformkosten",
      videoeditor: "ein Video von bis zu einer Minute, geschnitten und untertitelt",
    },
  },
  /** The portrait beside „Persönlich für Sie da“ on the service pages (square, at least 320 × 320 pixels). */
  portrait: {
    src: "/images/portrait.svg",
    /** "standIn" (the shipped drawing, captioned „Symbolbild“), "ownerDrawing" or "ownerPhoto"; see PortraitShows. */
    shows: "standIn" as PortraitShows,
    /** Who took the photo, e.g. "Foto: Erika Muster, Berlin"; printed under „Bildnachweise“ when set. */
    credit: "",
  },
  /** Who made the illustrations of this site (Impressum, „Bildnachweise“). */
  illustrations: {
    /** "self", "tool" or "designer"; see IllustrationOrigin. */
    origin: "self" as IllustrationOrigin,
    /** With "tool": the tool and its licence, e.g. "dem Bildgenerator X (kommerzielle Nutzung laut dessen Bedingungen)"; with "designer": name and town. */
    detail: "",
  },
  /**
   * `npm run check:launch` also names the values that still equal the example or default shipped with the site
   * (business name, website, e-mail, ownerTitle, founding year, VAT status, the offers' availability, „Beliebt“ badge,
   * Viral's term and single-service scopes, the portrait and the illustrations). If one of them really is yours, list
   * its key here, e.g. ["identity.ownerTitle", "offers.availability"].
   */
  confirmedExamples: [] as string[],
};

/** Every owner value as the site reads it: the shared ones and the site's own in one object. */
export const owner = { ...sharedOwner, ...siteOwner, identity: { ...sharedOwner.identity, ...siteOwner.identity } };

export type OwnerConfig = typeof owner;
