import type { ServiceMeta } from "../schema";

export default {
  slug: "grafikdesigner",
  title: "Grafikdesigner für Web, Social Media und Druck",
  description:
    "Grafiken, die zu Ihrer Marke passen: Social-Media-Vorlagen, Banner, Flyer, Plakate und Illustrationen, mit KI beschleunigt und mit Designerauge geprüft.",
  seoKeywords: [
    "Grafikdesigner",
    "Grafikdesign für kleine Unternehmen",
    "Flyer gestalten lassen",
    "Social-Media-Vorlagen",
    "Illustrationen",
  ],
} satisfies ServiceMeta;
