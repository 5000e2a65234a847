import { cartIcon } from "~/components/ui/icons/cart";
import { chartIcon } from "~/components/ui/icons/chart";
import { globeIcon } from "~/components/ui/icons/globe";
import { mailOpenIcon } from "~/components/ui/icons/mail-open";
import { megaphoneIcon } from "~/components/ui/icons/megaphone";
import { userIcon } from "~/components/ui/icons/user";
import type { ServiceTab } from "./schema";

const image = (id: string, alt: string) => ({ src: `/images/home/tab-${id}.webp`, alt, width: 640, height: 480 });

export const serviceTabs: ServiceTab[] = [
  {
    id: "social-media",
    title: "Social Media",
    icon: megaphoneIcon,
    subtitle: "Regelmäßig sichtbar, ohne selbst zu posten",
    description:
      "Wir planen, texten und gestalten Ihre Beiträge für Instagram, Facebook und TikTok mit KI und veröffentlichen sie im festen Rhythmus. Sie geben nur noch frei.",
    benefit: "+32 Social-Media-Posts pro Monat",
    image: image("social-media", "Redaktionsplan mit geplanten Beiträgen für drei Kanäle"),
    slug: "social-media-marketing",
  },
  {
    id: "email",
    title: "E-Mail-Marketing",
    icon: mailOpenIcon,
    subtitle: "Newsletter, die verkaufen, während Sie arbeiten",
    description:
      "Willkommensstrecken, Erinnerungen und Angebote laufen automatisch. Die KI schreibt die Texte in Ihrem Ton, wir richten alles ein und werten es aus.",
    benefit: "3 Monate automatisierte Kampagnen plus 4 Newsletter pro Monat",
    image: image("email", "Automatisierte E-Mail-Strecke mit Öffnungs- und Klickraten"),
    slug: "e-mail-marketing",
  },
  {
    id: "performance",
    title: "Performance-Ads",
    icon: chartIcon,
    subtitle: "Anzeigen auf Google, Meta und TikTok, die sich rechnen",
    description:
      "Wir erstellen Anzeigen und Zielgruppen, testen Varianten und schichten das Budget laufend auf das um, was Anfragen und Verkäufe bringt.",
    benefit: "3 Performance-Kampagnen pro Monat",
    image: image("performance", "Kampagnen-Dashboard mit steigender Kurve der Anfragen"),
    slug: "performance-marketing",
  },
  {
    id: "ecommerce",
    title: "E-Commerce",
    icon: cartIcon,
    subtitle: "Ihr Shop, eingerichtet, gepflegt und beworben",
    description:
      "Produkttexte, Bilder und Angebote für Shopify, Instagram Shop und TikTok Shop aus einer Hand, damit Ihr Sortiment dort verkauft, wo Ihre Kundschaft scrollt.",
    benefit: "Shop, Produktinhalte und Social-Shopping aus einer Hand",
    image: image("ecommerce", "Produktkarten eines Onlineshops mit Warenkorb"),
    slug: "e-commerce",
  },
  {
    id: "avatar",
    title: "KI-Avatar",
    icon: userIcon,
    subtitle: "Ihr digitales Gesicht für Videos",
    description:
      "Ein KI-Avatar präsentiert Ihre Angebote in Videos, ohne Kamera, Studio oder Drehtag. Neue Clips entstehen aus einem Text in wenigen Stunden.",
    benefit: "Videos in über 120 Sprachen",
    image: image("avatar", "Digitaler Avatar in einem Videofenster mit Untertiteln"),
    slug: "digitaler-avatar-mit-ki",
  },
  {
    id: "website",
    title: "Website",
    icon: globeIcon,
    subtitle: "Eine Website, die Anfragen bringt",
    description:
      "Schnell, mobil optimiert und für Suchmaschinen vorbereitet. Statt rund 3.000 € auf einmal zahlen Sie einen planbaren Monatsbetrag.",
    benefit: "Fertig in 5 bis 12 Tagen",
    image: image("website", "Responsive Website auf Laptop und Smartphone"),
    slug: "website-erstellung",
  },
];
