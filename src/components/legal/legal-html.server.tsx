import { renderToStaticMarkup } from "react-dom/server";
import type { LegalDocument } from "~/content/legal/types";
import { LegalDocumentView } from "./LegalDocumentView";
import type { LegalPanel } from "./tabs";

/**
 * The legal texts rendered to HTML while prerendering. The page shows each as one block of HTML that React never
 * renders or walks in the browser: the texts are long and static, and hydration has nothing to do in them.
 */
export function legalPanels(documents: readonly LegalDocument[]): LegalPanel[] {
  return documents.map((document) => ({
    tab: document.tab,
    label: document.label,
    title: document.title,
    html: renderToStaticMarkup(<LegalDocumentView document={document} />),
  }));
}
