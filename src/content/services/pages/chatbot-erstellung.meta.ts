import type { ServiceMeta } from "../schema";
import { formatEuro } from "../../pricing/format";
import { singleServices } from "../../pricing/single-services";

const chatbot = singleServices.find((service) => service.slug === "chatbot");
if (!chatbot) throw new Error("The single service chatbot is missing from single-services.ts");

/** The price /preise shows for the single service, so this page never states another one. */
export const chatbotPrice = formatEuro(chatbot.price, { cents: true });

export default {
  slug: "chatbot-erstellung",
  title: "Chatbot-Erstellung mit KI für Ihre Website",
  description: `Ein KI-Chatbot, der häufige Fragen rund um die Uhr beantwortet, Anfragen sammelt und an Sie übergibt. Als Einzelleistung für ${chatbotPrice} zzgl. USt.`,
  seoKeywords: [
    "Chatbot erstellen lassen",
    "KI-Chatbot",
    "Chatbot für Website",
    "Kundenservice automatisieren",
    "Chatbot für kleine Unternehmen",
  ],
} satisfies ServiceMeta;
