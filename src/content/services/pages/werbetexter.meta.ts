import type { ServiceMeta } from "../schema";

export default {
  slug: "werbetexter",
  title: "Werbetexter für Website, Anzeigen und Social Media",
  description:
    "Werbetexte, die klar sagen, warum man Sie wählen sollte: für Website, Anzeigen, Newsletter und Social Media, mit KI vorbereitet und von Hand geschliffen.",
  seoKeywords: [
    "Werbetexter",
    "Texte für Website schreiben lassen",
    "Copywriting",
    "Anzeigentexte",
    "Werbetexte mit KI",
  ],
} satisfies ServiceMeta;
