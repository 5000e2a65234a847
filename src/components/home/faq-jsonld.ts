import type { FaqItem } from "~/content/home/schema";

/** schema.org FAQPage from the same items the accordion shows. */
export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.replace(/\n/g, " ") },
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">, with "<" escaped so no text can end the script early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
