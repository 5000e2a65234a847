/**
 * The service catalogue: the single source of truth for service groups, names, slugs and short descriptions.
 * Menus, footer, the services page, the prerender list and the sitemap all read it.
 * Each service's slug is its name run through `slugify` (a test holds that true).
 *
 * Names and slugs are needed on every page (the menus are in every page's HTML and hydrate with it); the descriptions
 * live in catalogue-descriptions.ts, a module of their own, so they ship only with the services pages.
 */
export type GroupId = "marketing" | "social" | "web" | "ads" | "ecommerce";

/** Each service once, as its own constant, so a module that needs a few (the footer) does not ship all 25. */
const eMailMarketing = { name: "E-Mail-Marketing", slug: "e-mail-marketing" } as const;
const digitalesMarketing = { name: "Digitales Marketing", slug: "digitales-marketing" } as const;
const firmenunterlagen = { name: "Firmenunterlagen", slug: "firmenunterlagen" } as const;
const funnelSpezialist = { name: "Funnel-Spezialist", slug: "funnel-spezialist" } as const;
const werbetexter = { name: "Werbetexter", slug: "werbetexter" } as const;
const chatbotErstellung = { name: "Chatbot-Erstellung", slug: "chatbot-erstellung" } as const;
const whatsappBusiness = { name: "WhatsApp Business", slug: "whatsapp-business" } as const;
const socialMediaCreator = { name: "Social Media Creator", slug: "social-media-creator" } as const;
const digitalerAvatarMitKi = { name: "Digitaler Avatar mit KI", slug: "digitaler-avatar-mit-ki" } as const;
const socialMediaMarketing = { name: "Social-Media-Marketing", slug: "social-media-marketing" } as const;
const contentMarketing = { name: "Content-Marketing", slug: "content-marketing" } as const;
const videoEditor = { name: "Video-Editor", slug: "video-editor" } as const;
const websiteErstellung = { name: "Website-Erstellung", slug: "website-erstellung" } as const;
const seoExperte = { name: "SEO-Experte", slug: "seo-experte" } as const;
const grafikdesigner = { name: "Grafikdesigner", slug: "grafikdesigner" } as const;
const brandingDesigner = { name: "Branding-Designer", slug: "branding-designer" } as const;
const performanceMarketing = { name: "Performance-Marketing", slug: "performance-marketing" } as const;
const tiktokAds = { name: "TikTok Ads", slug: "tiktok-ads" } as const;
const instagramAds = { name: "Instagram Ads", slug: "instagram-ads" } as const;
const redditAds = { name: "Reddit Ads", slug: "reddit-ads" } as const;
const googleAds = { name: "Google Ads", slug: "google-ads" } as const;
const eCommerce = { name: "E-Commerce", slug: "e-commerce" } as const;
const tiktokShop = { name: "TikTok Shop", slug: "tiktok-shop" } as const;
const instagramShop = { name: "Instagram Shop", slug: "instagram-shop" } as const;
const eCommerceWebseiteShopify = {
  name: "E-Commerce-Webseite (Shopify)",
  slug: "e-commerce-webseite-shopify",
} as const;

const groups = [
  {
    id: "marketing",
    title: "Marketing & Automatisierung",
    services: [eMailMarketing, digitalesMarketing, firmenunterlagen, funnelSpezialist, werbetexter, chatbotErstellung],
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
    services: [websiteErstellung, seoExperte, grafikdesigner, brandingDesigner],
  },
  {
    id: "ads",
    title: "Werbung & Performance-Ads",
    services: [performanceMarketing, tiktokAds, instagramAds, redditAds, googleAds],
  },
  {
    id: "ecommerce",
    title: "E-Commerce Lösungen",
    services: [eCommerce, tiktokShop, instagramShop, eCommerceWebseiteShopify],
  },
] as const;

/** The slug of a catalogue service: the one name for a service that pages, pricing, links and sitemap share. */
export type ServiceSlug = (typeof groups)[number]["services"][number]["slug"];
export type CatalogueEntry = { readonly name: string; readonly slug: ServiceSlug };
export type ServiceGroup = {
  readonly id: GroupId;
  readonly title: string;
  readonly services: readonly CatalogueEntry[];
};

export const serviceGroups: readonly ServiceGroup[] = groups;

const allServices: readonly CatalogueEntry[] = /* @__PURE__ */ serviceGroups.flatMap((group) => group.services);

export const serviceSlugs: readonly ServiceSlug[] = /* @__PURE__ */ allServices.map((service) => service.slug);

export function serviceBySlug(slug: string): CatalogueEntry | undefined {
  return allServices.find((service) => service.slug === slug);
}

/** Whether a slug from outside (an address, a query) names a catalogue service. */
export function isServiceSlug(slug: string): slug is ServiceSlug {
  return serviceBySlug(slug) !== undefined;
}

/** The services the footer links to, in the order the owner chose. */
export const footerServices: readonly CatalogueEntry[] = [
  socialMediaMarketing,
  videoEditor,
  eMailMarketing,
  instagramShop,
  seoExperte,
  tiktokAds,
];
