import type { ServiceMeta } from "../schema";
import { facts } from "../../../../supabase/functions/_shared/facts";

export default {
  slug: "e-mail-marketing",
  title: "E-Mail-Marketing mit KI: Kampagnen und Newsletter",
  description: `${facts.emailCampaigns.perMonth} automatisierte E-Mail-Kampagnen und ${facts.newsletters.perMonth} Newsletter pro Monat, mit KI geschrieben und sauber eingerichtet. Für kleine Unternehmen ohne eigenes Marketingteam.`,
  seoKeywords: [
    "E-Mail-Marketing",
    "Newsletter erstellen lassen",
    "E-Mail-Automatisierung",
    "Newsletter für kleine Unternehmen",
    "KI E-Mail-Marketing",
  ],
} satisfies ServiceMeta;
