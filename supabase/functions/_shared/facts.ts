/**
 * Every figure the site promises, stated once. Pages, the FAQ, the blog posts (through {{name}} markers) and the
 * mail templates take their numbers from here, so no two places can state different figures for the same claim.
 * `src/content/facts.test.ts` fails when a page writes one of these figures as a literal.
 *
 * Where the source material gave two figures for one claim, the defensible one is kept and the choice is recorded
 * in docs/content-decisions.md. A figure stays only with a basis the owner can show (a source, her own terms, or a
 * calculation from the site's own figures); the section "Belege für Zahlen" of that file names the basis of each.
 */

import { formatEuro, formatNumber } from "./german-format.ts";
import { cased, countedNouns, type GrammaticalCase, grammaticalCases } from "./german-grammar.ts";

function euro(amount: number): string {
  return formatEuro(amount, { cents: false });
}

/** Percent and euro signs keep to their number with a no-break space, as formatEuro writes them: "50 %", "10.000 €". */
const nonBreakingSpace = "\u00a0";

export function percent(value: number): string {
  return `${formatNumber(value)}${nonBreakingSpace}%`;
}

function range(from: number, to: number, unit = ""): string {
  return `${formatNumber(from)} bis ${formatNumber(to)}${unit}`;
}

/** "500 bis 3.000 €" */
function euroRange(from: number, to: number): string {
  return range(from, to, `${nonBreakingSpace}€`);
}

export const facts = {
  /**
   * What the Viral and Start packages deliver every month, on three channels: the social networks on which the
   * packages' ad campaigns run too (Google aside).
   */
  posts: { perMonth: 32, channels: 3, channelNames: ["Instagram", "Facebook", "TikTok"] },
  videos: { perMonth: 10 },
  emailCampaigns: { perMonth: 3 },
  newsletters: { perMonth: 4 },
  adCampaigns: { perMonth: 3 },
  strategicCampaigns: { perMonth: 1 },
  /** The funnel service's monthly scope; no package includes it, it is offered on request. */
  funnels: { perMonth: 1 },

  /** When a new customer sees the first posts and ads live. */
  firstResults: "in der ersten Woche",
  /** The period in which campaigns learn; reviewed at its end. */
  learningPeriodDays: 90,

  /**
   * The ad credit: paid by the provider as ad costs of the customer's first campaign. One term for it everywhere
   * ("Werbeguthaben"); wherever it is promoted, `adCreditConditions` stands beside it.
   */
  adCredit: {
    amount: 500,
    term: "Werbeguthaben",
    packages: ["Start", "Viral"],
    platforms: ["Google", "Meta", "TikTok"],
  },

  /**
   * One correction round: changes to up to 50 % of the content within 3 working days, a full rework within 7 working
   * days (Monday to Friday without public holidays, as AGB § 7 defines them).
   */
  corrections: { rounds: 1, partialSharePercent: 50, partialDays: 3, fullDays: 7 },
  /**
   * The Start package has a minimum term of six months; after it, either side may terminate with one month's notice
   * to the end of a calendar month. Monthly fees are due within the first 12 calendar days of the month.
   */
  contract: { startTermMonths: 6, noticeMonths: 1, paymentDueDays: 12 },
  /** How soon a request is answered personally; the form's toast and the automatic reply say the same. */
  responseTime: "so schnell wie möglich",

  /**
   * What others charge, from the brief. No page prints these: no source backs them (docs/content-decisions.md, "Belege
   * für Zahlen"); a page may print one again only with a source named there.
   */
  market: {
    agencyMonthly: { from: 500, to: 3000 },
    agencyFourPosts: { from: 200, to: 500, posts: 4 },
    socialMediaManagerMonthly: { from: 2500, to: 2900 },
    videographerHourly: 40,
    videographerFiveMinutesUpTo: 2000,
  },
  /** Typical monthly ad budgets the customer pays to the platforms on top of any service. */
  adBudgets: { searchFrom: 300, socialFrom: 250, videoSocial: { from: 200, to: 500 } },
  /** Delivery of a website once its content is there; the agency price and hosting cost have no source and no page prints them. */
  website: { agencyPriceOnce: 3000, hostingMonthly: 11, deliveryDays: { from: 5, to: 12 } },
  /** The avatar tool's languages: printed nowhere until the owner names the tool and its documentation. */
  avatar: { languagesOver: 120 },
  /** Contact requests are deleted this many months after arrival (the database's retention job). */
  leadRetentionMonths: 24,

  /**
   * What the privacy notice promises about the contact form's protection against spam and floods. The database's
   * settings and jobs must keep these figures; the privacy notice states each of them once.
   */
  contactProtection: {
    /** Requests recognised as spam are deleted after this many days unless the owner confirms them as genuine. */
    spamRetentionDays: 30,
    /** Automatic replies per hour before further replies are held back for the owner to release (default). */
    autoRepliesPerHour: 30,
    /** Automatic replies per hour to addresses of one domain (big mailbox providers excepted); more are held back. */
    autoRepliesPerDomainPerHour: 10,
    /** A request whose held-back reply was never released is deleted after this many days. */
    heldReplyRetentionDays: 30,
    /** During a wave the owner gets one collective mail this often instead of one notice per request. */
    waveSummaryMinutes: 5,
    /** Entries about requests in the owner's collective mails are deleted after this many days. */
    ownerSummaryRetentionDays: 90,
    /** The keyed hash of a sender's network is kept at most this many hours. */
    networkHashRetentionHours: 1,
    /** The key of that hash is replaced daily and deleted at the latest after this many days. */
    networkKeyRetentionDays: 2,
    /** The logs of the database's scheduled jobs (no contact data in them) are deleted after this many days. */
    jobLogRetentionDays: 7,
  },
} as const;

/** The packages that include the ad credit, in words: "Start und Viral". */
const creditPackages = facts.adCredit.packages.join(" und ");
const creditPlatforms = `${facts.adCredit.platforms.slice(0, -1).join(", ")} oder ${facts.adCredit.platforms.at(-1)}`;

/**
 * The figures as the pages print them. TypeScript content uses `${figures.adCredit}`; a blog post writes
 * `{{adCredit}}`, which the blog parser replaces (an unknown name fails the build).
 */
export const figures = {
  postsPerMonth: `${facts.posts.perMonth} Beiträge pro Monat`,
  posts: String(facts.posts.perMonth),
  channels: String(facts.posts.channels),
  /** "Instagram, Facebook und TikTok" */
  channelNames: `${facts.posts.channelNames.slice(0, -1).join(", ")} und ${facts.posts.channelNames.at(-1)}`,
  videosPerMonth: `${facts.videos.perMonth} Videos pro Monat`,
  emailCampaignsPerMonth: `${facts.emailCampaigns.perMonth} automatisierte E-Mail-Kampagnen pro Monat`,
  newslettersPerMonth: `${facts.newsletters.perMonth} Newsletter pro Monat`,
  adCampaignsPerMonth: `${facts.adCampaigns.perMonth} Werbekampagnen pro Monat`,
  strategicCampaignsPerMonth: `${facts.strategicCampaigns.perMonth} strategische Kampagne pro Monat`,
  funnelsPerMonth: `${facts.funnels.perMonth} Funnel pro Monat`,
  firstResults: facts.firstResults,
  learningPeriod: `${facts.learningPeriodDays} Tage`,
  learningPeriodDays: String(facts.learningPeriodDays),

  adCreditAmount: euro(facts.adCredit.amount),
  /** "500 € Werbeguthaben" */
  adCredit: `${euro(facts.adCredit.amount)} ${facts.adCredit.term}`,
  adCreditTerm: facts.adCredit.term,
  adCreditPackages: creditPackages,
  adCreditPlatforms: creditPlatforms,
  /** The conditions that stand wherever the credit is promoted. */
  adCreditConditions:
    `Nur in den Paketen ${creditPackages}, einmalig für Ihre erste Kampagne auf ${creditPlatforms}; ` +
    "das Guthaben wird als Werbekosten eingesetzt und nicht ausgezahlt.",

  correctionRounds: facts.corrections.rounds === 1
    ? "eine Korrekturrunde"
    : `${facts.corrections.rounds} Korrekturrunden`,
  correctionPartialShare: percent(facts.corrections.partialSharePercent),
  correctionPartialDays: `${facts.corrections.partialDays} Werktagen`,
  correctionFullDays: `${facts.corrections.fullDays} Werktagen`,
  /** The whole correction promise in one sentence. */
  corrections:
    `Eine Korrekturrunde ist enthalten: Änderungen an bis zu ${percent(facts.corrections.partialSharePercent)} der ` +
    `Inhalte liefere ich innerhalb von ${facts.corrections.partialDays} Werktagen, eine vollständige Überarbeitung ` +
    `innerhalb von ${facts.corrections.fullDays} Werktagen.`,
  startTerm: `${facts.contract.startTermMonths} Monate`,
  /** "6 Monaten" */
  startTermDative: `${facts.contract.startTermMonths} Monaten`,
  /** The notice period after the minimum term: "einem Monat zum Ende eines Kalendermonats". */
  noticePeriod: `${
    facts.contract.noticeMonths === 1 ? "einem Monat" : `${facts.contract.noticeMonths} Monaten`
  } zum Ende eines Kalendermonats`,
  paymentDueDays: String(facts.contract.paymentDueDays),
  responseTime: facts.responseTime,

  agencyMonthly: euroRange(facts.market.agencyMonthly.from, facts.market.agencyMonthly.to),
  agencyFourPosts: `${
    euroRange(facts.market.agencyFourPosts.from, facts.market.agencyFourPosts.to)
  } für ${facts.market.agencyFourPosts.posts} Beiträge im Monat`,
  socialMediaManagerMonthly: euroRange(
    facts.market.socialMediaManagerMonthly.from,
    facts.market.socialMediaManagerMonthly.to,
  ),
  videographerHourly: euro(facts.market.videographerHourly),
  videographerFiveMinutes: euro(facts.market.videographerFiveMinutesUpTo),
  adBudgetSearchFrom: euro(facts.adBudgets.searchFrom),
  adBudgetSocialFrom: euro(facts.adBudgets.socialFrom),
  adBudgetVideoSocial: euroRange(facts.adBudgets.videoSocial.from, facts.adBudgets.videoSocial.to),
  websiteAgencyPrice: euro(facts.website.agencyPriceOnce),
  websiteHostingMonthly: euro(facts.website.hostingMonthly),
  websiteDelivery: `${range(facts.website.deliveryDays.from, facts.website.deliveryDays.to)} Tagen`,
  avatarLanguages: `über ${facts.avatar.languagesOver} Sprachen`,
  leadRetention: `${facts.leadRetentionMonths} Monate`,
  spamRetention: `${facts.contactProtection.spamRetentionDays} Tagen`,
  autoRepliesPerHour: String(facts.contactProtection.autoRepliesPerHour),
  heldReplyRetention: `${facts.contactProtection.heldReplyRetentionDays} Tagen`,
  waveSummaryInterval: `${facts.contactProtection.waveSummaryMinutes} Minuten`,
  ownerSummaryRetention: `${facts.contactProtection.ownerSummaryRetentionDays} Tagen`,
  networkHashRetention: facts.contactProtection.networkHashRetentionHours === 1
    ? "einer Stunde"
    : `${facts.contactProtection.networkHashRetentionHours} Stunden`,
  networkKeyRetention: facts.contactProtection.networkKeyRetentionDays === 2
    ? "zwei Tagen"
    : `${facts.contactProtection.networkKeyRetentionDays} Tagen`,
  jobLogRetention: `${facts.contactProtection.jobLogRetentionDays} Tagen`,
  autoRepliesPerDomainPerHour: String(facts.contactProtection.autoRepliesPerDomainPerHour),
} as const;

/**
 * The counted figures of running text in the case each sentence needs: `${figuresByCase.postsPerMonth.dative}` after
 * a preposition that takes the dative ("mit 32 Beiträgen pro Monat"), `.nominative` or `.accusative` elsewhere; a
 * blog post writes `{{postsPerMonth.dative}}`. The number one reads as a word here ("eine strategische Kampagne pro
 * Monat"); lists, headings and short descriptions print `figures`, which write it as a digit.
 */
export const figuresByCase = {
  postsPerMonth: cased(facts.posts.perMonth, countedNouns.post, " pro Monat"),
  posts: cased(facts.posts.perMonth, countedNouns.post),
  channels: cased(facts.posts.channels, countedNouns.channel),
  videosPerMonth: cased(facts.videos.perMonth, countedNouns.video, " pro Monat"),
  emailCampaignsPerMonth: cased(facts.emailCampaigns.perMonth, countedNouns.automatedEmailCampaign, " pro Monat"),
  newslettersPerMonth: cased(facts.newsletters.perMonth, countedNouns.newsletter, " pro Monat"),
  adCampaignsPerMonth: cased(facts.adCampaigns.perMonth, countedNouns.adCampaign, " pro Monat"),
  strategicCampaignsPerMonth: cased(facts.strategicCampaigns.perMonth, countedNouns.strategicCampaign, " pro Monat"),
  funnelsPerMonth: cased(facts.funnels.perMonth, countedNouns.funnel, " pro Monat"),
  learningPeriod: cased(facts.learningPeriodDays, countedNouns.day),
  startTerm: cased(facts.contract.startTermMonths, countedNouns.month),
  correctionPartialDays: cased(facts.corrections.partialDays, countedNouns.workingDay),
  correctionFullDays: cased(facts.corrections.fullDays, countedNouns.workingDay),
  websiteDelivery: cased(range(facts.website.deliveryDays.from, facts.website.deliveryDays.to), countedNouns.day),
  leadRetention: cased(facts.leadRetentionMonths, countedNouns.month),
  // the storage periods of the Datenschutz: "30 Tage nach ihrem Eingang", "nach 30 Tagen", "höchstens eine Stunde"
  spamRetention: cased(facts.contactProtection.spamRetentionDays, countedNouns.day),
  heldReplyRetention: cased(facts.contactProtection.heldReplyRetentionDays, countedNouns.day),
  ownerSummaryRetention: cased(facts.contactProtection.ownerSummaryRetentionDays, countedNouns.day),
  networkHashRetention: cased(facts.contactProtection.networkHashRetentionHours, countedNouns.hour),
  jobLogRetention: cased(facts.contactProtection.jobLogRetentionDays, countedNouns.day),
} as const;

type FigureName = keyof typeof figures;

/**
 * Replaces every {{name}} in a text with its figure and every {{name.dative}} (or .nominative, .accusative) with the
 * figure in that case; throws on a name that is not a figure.
 */
export function fillFigures(text: string, where: string): string {
  return text.replace(
    /\{\{\s*([A-Za-z]+)(?:\.([a-z]+))?\s*\}\}/g,
    (marker: string, name: string, grammaticalCase?: string) => {
      if (grammaticalCase === undefined) {
        if (!(name in figures)) throw new Error(`${where}: unknown figure ${marker}`);
        return figures[name as FigureName];
      }
      if (!(name in figuresByCase) || !grammaticalCases.includes(grammaticalCase as GrammaticalCase)) {
        throw new Error(`${where}: unknown figure ${marker}`);
      }
      return figuresByCase[name as keyof typeof figuresByCase][grammaticalCase as GrammaticalCase];
    },
  );
}
