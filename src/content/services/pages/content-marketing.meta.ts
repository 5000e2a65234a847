import type { ServiceMeta } from "../schema";
import { facts, figures } from "../../../../supabase/functions/_shared/facts";

export default {
  slug: "content-marketing",
  title: "Content-Marketing mit Plan und KI",
  description: `Content-Marketing mit System: ${figures.posts} Beiträge und ${facts.strategicCampaigns.perMonth} strategische Kampagne pro Monat und die automatische Weiterverwendung bewährter Inhalte. Für Vertrauen und Anfragen.`,
  seoKeywords: [
    "Content-Marketing",
    "Content-Strategie",
    "Redaktionsplan",
    "Content Marketing für kleine Unternehmen",
    "Inhalte automatisieren",
  ],
} satisfies ServiceMeta;
