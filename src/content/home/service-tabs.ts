import { facts, figures } from "#shared/facts.ts";
import { inPackages, packageItems } from "../pricing/plans";
import type { ServiceTab } from "./schema";

const image = (id: string, alt: string) => ({ src: `/images/home/tab-${id}.webp`, alt, width: 640, height: 480 });

export const serviceTabs: ServiceTab[] = [
  {
    id: "social-media",
    title: "Social Media",
    icon: "megaphone",
    subtitle: "Regelmäßig sichtbar, ohne selbst Beiträge zu schreiben",
    description: `Ich plane, texte und gestalte Ihre Beiträge für ${figures.channelNames} mit KI und veröffentliche sie in festem Rhythmus. Sie geben nur noch frei.`,
    benefit: `${packageItems.posts}, ${inPackages(figures.postsPerMonth)}`,
    image: image("social-media", "Redaktionsplan mit geplanten Beiträgen für drei Kanäle"),
    slug: "social-media-marketing",
  },
  {
    id: "email",
    title: "E-Mail-Marketing",
    icon: "mailOpen",
    subtitle: "Newsletter und Kampagnen, die automatisch laufen",
    description:
      "Willkommensstrecken, Erinnerungen und Angebote laufen automatisch. Die KI schreibt die Texte in Ihrem Ton, ich richte alles ein und werte es aus.",
    benefit: `${facts.emailCampaigns.perMonth} automatisierte E-Mail-Kampagnen und ${figures.newslettersPerMonth}, ${inPackages(figures.emailCampaignsPerMonth)}`,
    image: image("email", "Automatisierte E-Mail-Strecke mit Öffnungs- und Klickraten"),
    slug: "e-mail-marketing",
  },
  {
    id: "performance",
    title: "Performance-Ads",
    icon: "chart",
    subtitle: "Anzeigen auf Google, Meta und TikTok, gesteuert nach Zahlen",
    description:
      "Ich erstelle Anzeigen, lege Zielgruppen fest, teste Varianten und verschiebe das Budget laufend auf das, was Anfragen und Verkäufe bringt.",
    benefit: `${figures.adCampaignsPerMonth} ${inPackages(figures.adCampaignsPerMonth)}`,
    image: image("performance", "Kampagnen-Dashboard mit steigender Kurve der Anfragen"),
    slug: "performance-marketing",
  },
  {
    id: "ecommerce",
    title: "E-Commerce",
    icon: "cart",
    subtitle: "Ihr Shop, eingerichtet, gepflegt und beworben",
    description:
      "Produkttexte, Bilder und Angebote für Shopify, Instagram Shop und TikTok Shop, damit Sie dort verkaufen, wo Ihre Kundschaft ohnehin unterwegs ist.",
    benefit: "Shop, Produktinhalte und Verkauf über Social Media: im Paket E-Commerce",
    image: image("ecommerce", "Produktkarten eines Onlineshops mit Warenkorb"),
    slug: "e-commerce",
  },
  {
    id: "avatar",
    title: "KI-Avatar",
    icon: "user",
    subtitle: "Ihr digitales Gesicht für Videos",
    description:
      "Ein KI-Avatar stellt Ihre Angebote in Videos vor, ohne Kamera, Studio oder Drehtag. Für jedes neue Video genügt ein neuer Text.",
    benefit: "Ein Avatar für alle Ihre Erklär- und Werbevideos",
    image: image("avatar", "Digitaler Avatar in einem Videofenster mit Untertiteln"),
    slug: "digitaler-avatar-mit-ki",
  },
  {
    id: "website",
    title: "Website",
    icon: "globe",
    subtitle: "Eine Website für mehr Anfragen",
    description:
      "Eine schnelle Website, für Smartphones optimiert und für Suchmaschinen vorbereitet. Sie gibt es bei mir als Einzelleistung „Webdesigner“; fragen Sie mich an.",
    benefit: `Online in ${figures.websiteDelivery}`,
    image: image("website", "Dieselbe Website auf Laptop und Smartphone"),
    slug: "website-erstellung",
  },
];
