import { useRef } from "react";
import { useHtmlLinks } from "./useHtmlLinks";

/**
 * Shows HTML rendered at build time (static-html.server.tsx) as it is: the wrapper takes no box of its own, so the
 * sections inside lay out as the page's own. Once hydrated, its links to other pages navigate on the client.
 */
export function StaticHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useHtmlLinks(ref);
  return <div ref={ref} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
