import type { ServiceMeta } from "../schema";
import { figures } from "../../../../supabase/functions/_shared/facts";

export default {
  slug: "digitales-marketing",
  title: "Digitales Marketing für kleine Unternehmen",
  description: `Strategie, Inhalte, E-Mails und Anzeigen aus einer Hand, mit KI umgesetzt. Sie sparen ${figures.personnelCostSaving} der Personalkosten eines eigenen Marketingteams.`,
  seoKeywords: [
    "Digitales Marketing",
    "Online-Marketing für kleine Unternehmen",
    "Marketingstrategie",
    "Online-Marketing mit KI",
    "Marketing aus einer Hand",
  ],
} satisfies ServiceMeta;
