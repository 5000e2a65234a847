import type { ServiceMeta } from "../schema";

export default {
  slug: "digitaler-avatar-mit-ki",
  title: "Digitaler Avatar mit KI: Videos in über 120 Sprachen",
  description:
    "Ihr digitaler Sprecher für Erklär-, Werbe- und Social-Media-Videos in über 120 Sprachen: ohne Kamera, Studio und Drehtag, mit Ihrer Stimme oder einer passenden.",
  seoKeywords: [
    "Digitaler Avatar",
    "KI Avatar",
    "KI Video Sprecher",
    "Avatar Video erstellen",
    "mehrsprachige Videos",
    "Erklärvideo mit KI",
  ],
} satisfies ServiceMeta;
