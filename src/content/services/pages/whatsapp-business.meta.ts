import type { ServiceMeta } from "../schema";

export default {
  slug: "whatsapp-business",
  title: "WhatsApp Business für Kundenservice und Verkauf",
  description:
    "WhatsApp Business professionell einrichten: Profil, Katalog, Schnellantworten und Automatisierung, damit Sie Kunden dort erreichen, wo sie ohnehin schreiben.",
  seoKeywords: [
    "WhatsApp Business",
    "WhatsApp Business einrichten",
    "WhatsApp Kundenservice",
    "WhatsApp Katalog",
    "Messenger-Marketing",
  ],
} satisfies ServiceMeta;
