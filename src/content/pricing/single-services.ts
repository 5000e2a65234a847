import type { SingleService } from "./schema";

/** Single services bookable without a plan, with the spec's prices in euros (net). */
export const singleServices: SingleService[] = [
  {
    slug: "brand-designer",
    name: "Brand Designer",
    price: 259.99,
    description: "Logo, Farbwelt und Schriften als Branding-Kit, damit Ihr Unternehmen überall wiedererkannt wird.",
  },
  {
    slug: "webdesigner",
    name: "Webdesigner",
    price: 469.99,
    description: "Eine schnelle, moderne Website, die in 5 bis 12 Tagen online geht und auf dem Smartphone überzeugt.",
  },
  {
    slug: "seo-experte",
    name: "SEO-Experte",
    price: 129.99,
    description: "Technik, Inhalte und lokale Einträge so optimiert, dass Sie bei Google besser gefunden werden.",
  },
  {
    slug: "chatbot",
    name: "Chatbot",
    price: 219.99,
    description: "Ein KI-Chatbot, der häufige Fragen Ihrer Kundschaft rund um die Uhr beantwortet und Anfragen sammelt.",
  },
  {
    slug: "videoeditor",
    name: "Videoeditor/Cutter",
    price: 159.99,
    description: "Kurze, mitreißende Videos für Reels, TikTok und YouTube Shorts, geschnitten und untertitelt.",
  },
];
