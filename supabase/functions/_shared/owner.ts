/**
 * The owner configuration: every value only the owner can give, in one place. The website (Impressum, Datenschutz,
 * footer, WhatsApp links, video gallery, tag manager) and the mail function read it from here.
 *
 * A value in «…» is a placeholder. `npm run check:launch` fails while any placeholder is still set and names each;
 * the production build prints the same list as warnings. Optional values stay empty when they do not apply.
 */

/** The example number of the documentation; a WhatsApp link to it reaches nobody. */
export const EXAMPLE_WHATSAPP_NUMBER = "4915112345678";
/** Video ids that stand in until the owner's own clips are uploaded. */
export const PLACEHOLDER_VIDEO_ID = /^PLACEHOLD/;

export const bundeslaender = [
  "Baden-Württemberg", "Bayern", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Hessen", "Mecklenburg-Vorpommern",
  "Niedersachsen", "Nordrhein-Westfalen", "Rheinland-Pfalz", "Saarland", "Sachsen", "Sachsen-Anhalt",
  "Schleswig-Holstein", "Thüringen",
] as const;
export type Bundesland = (typeof bundeslaender)[number];

export const owner = {
  identity: {
    businessName: "KI Marketing Studio",
    name: "«Vorname Nachname»",
    street: "«Straße Hausnummer»",
    postalCode: "«PLZ»",
    city: "«Ort»",
    country: "Deutschland",
    email: "kontakt@ki-marketing-studio.de",
    phone: "«+49 000 0000000»",
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
  website: "https://www.ki-marketing-studio.de",
  whatsapp: {
    /** International number without + or spaces. */
    number: EXAMPLE_WHATSAPP_NUMBER,
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

export type OwnerConfig = typeof owner;

const PLACEHOLDER = /«[^»]+»/g;

/** Every value that still needs the owner, one line each (`identity.name: «Vorname Nachname»`); empty when ready. */
export function launchProblems(config: OwnerConfig = owner): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      const found = value.match(PLACEHOLDER);
      if (found) problems.push(`${path.join(".")}: ${found.join(" ")}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(config, []);
  if (config.whatsapp.number === EXAMPLE_WHATSAPP_NUMBER) {
    problems.push(`whatsapp.number: ${EXAMPLE_WHATSAPP_NUMBER} is the example number`);
  }
  config.videoIds.forEach((id, index) => {
    if (PLACEHOLDER_VIDEO_ID.test(id)) problems.push(`videoIds.${index}: ${id} is a placeholder video`);
  });
  if (config.tagManager.containerId && !/^GTM-[A-Z0-9]{4,12}$/.test(config.tagManager.containerId)) {
    problems.push(`tagManager.containerId: ${config.tagManager.containerId} is not a container id (GTM-…)`);
  }
  return problems;
}

/** A value fit to print: set and not a «placeholder». */
export function printable(value: string): string | null {
  return value.trim() !== "" && !/«[^»]+»/.test(value) ? value.trim() : null;
}

/** The data protection authority for businesses seated in each Bundesland. */
export const supervisoryAuthorities: Record<Bundesland, { name: string; url: string }> = {
  "Baden-Württemberg": { name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg", url: "https://www.baden-wuerttemberg.datenschutz.de" },
  Bayern: { name: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)", url: "https://www.lda.bayern.de" },
  Berlin: { name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit", url: "https://www.datenschutz-berlin.de" },
  Brandenburg: { name: "Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg", url: "https://www.lda.brandenburg.de" },
  Bremen: { name: "Die Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen", url: "https://www.datenschutz.bremen.de" },
  Hamburg: { name: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit", url: "https://datenschutz-hamburg.de" },
  Hessen: { name: "Der Hessische Beauftragte für Datenschutz und Informationsfreiheit", url: "https://datenschutz.hessen.de" },
  "Mecklenburg-Vorpommern": { name: "Der Landesbeauftragte für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern", url: "https://www.datenschutz-mv.de" },
  Niedersachsen: { name: "Die Landesbeauftragte für den Datenschutz Niedersachsen", url: "https://www.lfd.niedersachsen.de" },
  "Nordrhein-Westfalen": { name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen", url: "https://www.ldi.nrw.de" },
  "Rheinland-Pfalz": { name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz", url: "https://www.datenschutz.rlp.de" },
  Saarland: { name: "Unabhängiges Datenschutzzentrum Saarland", url: "https://www.datenschutz.saarland.de" },
  Sachsen: { name: "Die Sächsische Datenschutz- und Transparenzbeauftragte", url: "https://www.datenschutz.sachsen.de" },
  "Sachsen-Anhalt": { name: "Der Landesbeauftragte für den Datenschutz Sachsen-Anhalt", url: "https://datenschutz.sachsen-anhalt.de" },
  "Schleswig-Holstein": { name: "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein", url: "https://www.datenschutzzentrum.de" },
  Thüringen: { name: "Der Thüringer Landesbeauftragte für den Datenschutz und die Informationsfreiheit", url: "https://www.tlfdi.de" },
};

/** The authority for the configured Bundesland, or null while it is unset. */
export function supervisoryAuthority(config: OwnerConfig = owner): { name: string; url: string } | null {
  const land = config.identity.bundesland;
  return land in supervisoryAuthorities ? supervisoryAuthorities[land as Bundesland] : null;
}
