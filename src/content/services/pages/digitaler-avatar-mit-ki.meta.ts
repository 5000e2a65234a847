import type { ServiceMeta } from "../schema";
import { figures } from "../../../../supabase/functions/_shared/facts";

export default {
  slug: "digitaler-avatar-mit-ki",
  title: `Digitaler Avatar mit KI: Videos in ${figures.avatarLanguages}`,
  description: `Ihr digitaler Sprecher für Erklär-, Werbe- und Social-Media-Videos in ${figures.avatarLanguages}: ohne Kamera, Studio und Drehtag, mit Ihrer Stimme oder einer passenden.`,
  seoKeywords: [
    "Digitaler Avatar",
    "KI Avatar",
    "KI Video Sprecher",
    "Avatar Video erstellen",
    "mehrsprachige Videos",
    "Erklärvideo mit KI",
  ],
} satisfies ServiceMeta;
