/**
 * The service catalogue: the single source of truth for service groups, names, slugs and short descriptions.
 * Menus, footer, the services page, the prerender list and the sitemap all read it.
 * Each service's slug is its name run through `slugify` (a test holds that true).
 *
 * Names and slugs (needed on every page by the menus and the footer) are kept apart from the descriptions
 * (needed only by the services pages), so the bundler ships the descriptions only where they are used.
 */
export type CatalogueEntry = { name: string; slug: string };
export type GroupId = "marketing" | "social" | "web" | "ads" | "ecommerce";
export type ServiceGroup = { id: GroupId; title: string; services: CatalogueEntry[] };
export type CatalogueService = CatalogueEntry & { description: string };

/** Each service once, as its own constant, so a module that needs a few (the footer) does not ship all 25. */
export const eMailMarketing: CatalogueEntry = { name: "E-Mail-Marketing", slug: "e-mail-marketing" };
export const digitalesMarketing: CatalogueEntry = { name: "Digitales Marketing", slug: "digitales-marketing" };
export const firmenunterlagen: CatalogueEntry = { name: "Firmenunterlagen", slug: "firmenunterlagen" };
export const funnelSpezialist: CatalogueEntry = { name: "Funnel-Spezialist", slug: "funnel-spezialist" };
export const werbetexter: CatalogueEntry = { name: "Werbetexter", slug: "werbetexter" };
export const chatbotErstellung: CatalogueEntry = { name: "Chatbot-Erstellung", slug: "chatbot-erstellung" };
export const whatsappBusiness: CatalogueEntry = { name: "WhatsApp Business", slug: "whatsapp-business" };
export const socialMediaCreator: CatalogueEntry = { name: "Social Media Creator", slug: "social-media-creator" };
export const digitalerAvatarMitKi: CatalogueEntry = { name: "Digitaler Avatar mit KI", slug: "digitaler-avatar-mit-ki" };
export const socialMediaMarketing: CatalogueEntry = { name: "Social-Media-Marketing", slug: "social-media-marketing" };
export const contentMarketing: CatalogueEntry = { name: "Content-Marketing", slug: "content-marketing" };
export const videoEditor: CatalogueEntry = { name: "Video-Editor", slug: "video-editor" };
export const websiteErstellung: CatalogueEntry = { name: "Website-Erstellung", slug: "website-erstellung" };
export const seoExperte: CatalogueEntry = { name: "SEO-Experte", slug: "seo-experte" };
export const grafikdesigner: CatalogueEntry = { name: "Grafikdesigner", slug: "grafikdesigner" };
export const brandingDesigner: CatalogueEntry = { name: "Branding-Designer", slug: "branding-designer" };
export const performanceMarketing: CatalogueEntry = { name: "Performance-Marketing", slug: "performance-marketing" };
export const tiktokAds: CatalogueEntry = { name: "TikTok Ads", slug: "tiktok-ads" };
export const instagramAds: CatalogueEntry = { name: "Instagram Ads", slug: "instagram-ads" };
export const redditAds: CatalogueEntry = { name: "Reddit Ads", slug: "reddit-ads" };
export const googleAds: CatalogueEntry = { name: "Google Ads", slug: "google-ads" };
export const eCommerce: CatalogueEntry = { name: "E-Commerce", slug: "e-commerce" };
export const tiktokShop: CatalogueEntry = { name: "TikTok Shop", slug: "tiktok-shop" };
export const instagramShop: CatalogueEntry = { name: "Instagram Shop", slug: "instagram-shop" };
export const eCommerceWebseiteShopify: CatalogueEntry = { name: "E-Commerce-Webseite (Shopify)", slug: "e-commerce-webseite-shopify" };

export const serviceGroups: ServiceGroup[] = [
  {
    id: "marketing",
    title: "Marketing & Automatisierung",
    services: [
      eMailMarketing,
      digitalesMarketing,
      firmenunterlagen,
      funnelSpezialist,
      werbetexter,
      chatbotErstellung,
    ],
  },
  {
    id: "social",
    title: "Soziale Medien & Digitale Präsenz",
    services: [
      whatsappBusiness,
      socialMediaCreator,
      digitalerAvatarMitKi,
      socialMediaMarketing,
      contentMarketing,
      videoEditor,
    ],
  },
  {
    id: "web",
    title: "Web & Branding",
    services: [
      websiteErstellung,
      seoExperte,
      grafikdesigner,
      brandingDesigner,
    ],
  },
  {
    id: "ads",
    title: "Werbung & Performance-Ads",
    services: [
      performanceMarketing,
      tiktokAds,
      instagramAds,
      redditAds,
      googleAds,
    ],
  },
  {
    id: "ecommerce",
    title: "E-Commerce Lösungen",
    services: [
      eCommerce,
      tiktokShop,
      instagramShop,
      eCommerceWebseiteShopify,
    ],
  },
];

/** One sentence per group, shown on the services page. */
export const groupDescriptions: Record<GroupId, string> = {
  marketing: "Kampagnen, Texte und Abläufe, die mit KI vorbereitet werden und danach zuverlässig von selbst laufen.",
  social: "Regelmäßige, professionelle Inhalte für die Kanäle, auf denen Ihre Kundschaft unterwegs ist.",
  web: "Ein Auftritt, der im Gedächtnis bleibt: von der Website über das Logo bis zur Suchmaschine.",
  ads: "Anzeigen, die messbar Anfragen und Verkäufe bringen, mit klarem Budget und laufender Optimierung.",
  ecommerce: "Vom ersten Shop bis zum laufenden Verkauf über Social Media: eingerichtet, gepflegt und beworben.",
};

/** One sentence per service, shown on the services page and used as a fallback description. */
export const serviceDescriptions: Record<string, string> = {
  "e-mail-marketing": "Automatisierte Kampagnen und Newsletter, die Kundinnen und Kunden im richtigen Moment erreichen.",
  "digitales-marketing": "Eine Online-Strategie aus einem Guss: Inhalte, Kanäle und Kampagnen aufeinander abgestimmt.",
  firmenunterlagen: "Präsentationen, Angebote und Broschüren im einheitlichen Auftritt Ihrer Marke.",
  "funnel-spezialist": "Verkaufstrichter, die Interessierte Schritt für Schritt zur Anfrage führen.",
  werbetexter: "Texte für Website, Anzeigen und Social Media, die klar sagen, warum man Sie wählen sollte.",
  "chatbot-erstellung": "Ein KI-Chatbot, der häufige Fragen rund um die Uhr beantwortet und Anfragen sammelt.",
  "whatsapp-business": "Kundenservice und Angebote direkt im Messenger, mit Katalog, Schnellantworten und Automatisierung.",
  "social-media-creator": "Beiträge, Reels und Storys, mit KI erstellt und auf Ihre Marke abgestimmt.",
  "digitaler-avatar-mit-ki": "Ihr digitaler Sprecher für Videos in über 120 Sprachen, ohne Kamera und Studio.",
  "social-media-marketing": "Planung, Gestaltung und Veröffentlichung von 32 Beiträgen im Monat auf drei Kanälen.",
  "content-marketing": "Inhalte mit Plan: Themen, Formate und Kampagnen, die Vertrauen aufbauen und Anfragen bringen.",
  "video-editor": "Kurze, mitreißende Videos für Reels, TikTok und YouTube Shorts, geschnitten mit KI-Unterstützung.",
  "website-erstellung": "Eine schnelle, moderne Website in 5 bis 12 Tagen, gepflegt und betreut.",
  "seo-experte": "Bessere Plätze bei Google durch saubere Technik, passende Inhalte und lokale Sichtbarkeit.",
  grafikdesigner: "Grafiken für Web, Social Media und Druck, die zu Ihrer Marke passen.",
  "branding-designer": "Logo, Farben und Schriften als Branding-Kit, damit Sie überall wiedererkannt werden.",
  "performance-marketing": "Bis zu drei Kampagnen im Monat, gesteuert nach Zahlen statt nach Bauchgefühl.",
  "tiktok-ads": "Anzeigen im Stil der Plattform, die eine junge Zielgruppe in Sekunden abholen.",
  "instagram-ads": "Gezielte Anzeigen im Feed, in Storys und Reels, für Reichweite und Anfragen.",
  "reddit-ads": "Anzeigen in thematischen Communitys, die genau Ihre Nische erreichen.",
  "google-ads": "Suchanzeigen für Menschen, die gerade nach Ihrem Angebot suchen.",
  "e-commerce": "Betreuung Ihres Onlineshops: Produkte, Kampagnen und Abläufe aus einer Hand.",
  "tiktok-shop": "Verkaufen direkt in TikTok: Shop einrichten, Produkte zeigen, Videos verknüpfen.",
  "instagram-shop": "Produkte in Beiträgen markieren und direkt aus Instagram heraus verkaufen.",
  "e-commerce-webseite-shopify": "Ein Shopify-Shop, eingerichtet und gestaltet, bereit für die ersten Bestellungen.",
};

export const allServices: CatalogueEntry[] = /* @__PURE__ */ serviceGroups.flatMap((group) => group.services);

export const serviceSlugs: string[] = /* @__PURE__ */ allServices.map((service) => service.slug);

export function serviceBySlug(slug: string): CatalogueEntry | undefined {
  return allServices.find((service) => service.slug === slug);
}

/** A service with its description (for the services pages). */
export function describedService(slug: string): CatalogueService | undefined {
  const service = serviceBySlug(slug);
  const description = serviceDescriptions[slug];
  return service && description ? { ...service, description } : undefined;
}

export function groupOfService(slug: string): ServiceGroup | undefined {
  return serviceGroups.find((group) => group.services.some((service) => service.slug === slug));
}

/** The services the footer links to, in the spec's order. */
export const footerServices: CatalogueEntry[] = [socialMediaMarketing, videoEditor, eMailMarketing, instagramShop, seoExperte, tiktokAds];
