/**
 * The four highlight cards of the services page; each links to the matching service page. What a package includes
 * comes from the packages' lists (`inPackages`), so a card never names a package that lacks the item.
 */
import { facts, figures } from "#shared/facts.ts";
import { servicePath } from "~/content/paths";
import { inPackages, packageItems } from "~/content/pricing/plans";

/** "im Paket Start" → "Im Paket Start": a phrase that opens a sentence. */
const opening = (phrase: string) => `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;

export type BentoCard = {
  title: string;
  description: string;
  href: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Wide cards span two columns on large screens. */
  wide?: boolean;
};

const size = { width: 480, height: 300 } as const;

export const bentoCards: BentoCard[] = [
  {
    title: "Video-Content-Creator",
    description: `Kurzvideos für Reels, TikTok und YouTube Shorts: geschnitten, untertitelt und bereit zur Veröffentlichung. ${opening(inPackages(figures.videosPerMonth))} sind es ${figures.videosPerMonth}.`,
    href: servicePath("video-editor"),
    image: {
      src: "/images/services-overview/video-content.svg",
      alt: "Smartphone mit Videovorschau neben drei Kurzvideos",
      ...size,
    },
    wide: true,
  },
  {
    title: "Automatisiertes E-Mail-Marketing",
    description: `${opening(inPackages(figures.emailCampaignsPerMonth))}: jeden Monat ${facts.emailCampaigns.perMonth} automatisierte E-Mail-Kampagnen und ${facts.newsletters.perMonth} Newsletter, die Ihre Kundschaft im richtigen Moment erreichen.`,
    href: servicePath("e-mail-marketing"),
    image: {
      src: "/images/services-overview/e-mail-automation.svg",
      alt: "Briefumschlag, von dem drei automatische E-Mails ausgehen",
      ...size,
    },
  },
  {
    title: "E-Commerce-Management",
    description: `Ihr Onlineshop, betreut aus einer Hand: Produkte, Aktionen, Kampagnen und Auswertungen. ${opening(inPackages("Pflege von Produkten, Preisen und Aktionen"))}.`,
    href: servicePath("e-commerce"),
    image: {
      src: "/images/services-overview/e-commerce.svg",
      alt: "Onlineshop-Ansicht mit drei Produkten und Preisen",
      ...size,
    },
  },
  {
    title: "Content plus Kampagnen",
    description: `${packageItems.posts}, dazu ${figures.strategicCampaignsPerMonth} und ein Content-Plan. ${opening(inPackages(packageItems.posts))}.`,
    href: servicePath("content-marketing"),
    image: {
      src: "/images/services-overview/content-kampagnen.svg",
      alt: "Redaktionskalender mit geplanten Beiträgen und ein Megafon",
      ...size,
    },
    wide: true,
  },
];
