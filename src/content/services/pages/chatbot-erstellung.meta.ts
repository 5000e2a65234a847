import type { ServiceMeta } from "../schema";
import { singleServicePrice } from "../../pricing/single-services";

const chatbotPrice = singleServicePrice("chatbot");

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
