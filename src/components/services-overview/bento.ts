/** The four highlight cards of the services page; each links to the matching service page. */
import { servicePath } from "~/lib/routes";

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
    description: "10 virale Kurzvideos im Monat für Reels, TikTok und YouTube Shorts: geschnitten, untertitelt und bereit zum Posten.",
    href: servicePath("video-editor"),
    image: { src: "/images/services-overview/video-content.svg", alt: "Smartphone mit Videovorschau neben drei Kurzvideos", ...size },
    wide: true,
  },
  {
    title: "Automatisiertes E-Mail-Marketing",
    description: "3 automatisierte Kampagnen pro Monat und 4 Newsletter pro Monat, die Ihre Kundschaft im richtigen Moment erreichen.",
    href: servicePath("e-mail-marketing"),
    image: { src: "/images/services-overview/e-mail-automation.svg", alt: "Briefumschlag, von dem drei automatische E-Mails ausgehen", ...size },
  },
  {
    title: "E-Commerce-Management",
    description: "Ihr Onlineshop in guten Händen: Produkte, Aktionen, Kampagnen und Auswertungen aus einer Hand.",
    href: servicePath("e-commerce"),
    image: { src: "/images/services-overview/e-commerce.svg", alt: "Onlineshop-Ansicht mit drei Produkten und Preisen", ...size },
  },
  {
    title: "Content plus Kampagnen",
    description: "32 Beiträge im Monat, dazu 1 strategische Kampagne pro Monat und die Automatisierung von 30 Content-Stücken.",
    href: servicePath("content-marketing"),
    image: { src: "/images/services-overview/content-kampagnen.svg", alt: "Redaktionskalender mit geplanten Beiträgen und ein Megafon", ...size },
    wide: true,
  },
];
