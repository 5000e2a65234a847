/**
 * The service catalogue: the single source of truth for service groups, names, slugs and short descriptions.
 * Menus, footer, the services page, the prerender list and the sitemap all read it.
 * Each service's slug is its name run through `slugify` (a test holds that true).
 *
 * Names and slugs are needed on every page (the menus are in every page's HTML and hydrate with it); the descriptions
 * live in catalogue-descriptions.ts, a module of their own, so they ship only with the services pages.
 */
export type CatalogueEntry = { name: string; slug: string };
export type GroupId = "marketing" | "social" | "web" | "ads" | "ecommerce";
export type ServiceGroup = { id: GroupId; title: string; services: CatalogueEntry[] };

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

export const allServices: CatalogueEntry[] = /* @__PURE__ */ serviceGroups.flatMap((group) => group.services);

export const serviceSlugs: string[] = /* @__PURE__ */ allServices.map((service) => service.slug);

export function serviceBySlug(slug: string): CatalogueEntry | undefined {
  return allServices.find((service) => service.slug === slug);
}

export function groupOfService(slug: string): ServiceGroup | undefined {
  return serviceGroups.find((group) => group.services.some((service) => service.slug === slug));
}

/** The services the footer links to, in the spec's order. */
export const footerServices: CatalogueEntry[] = [socialMediaMarketing, videoEditor, eMailMarketing, instagramShop, seoExperte, tiktokAds];
