import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders static page content to HTML while prerendering, as the page at `path` shows it (links to the contact page
 * name that page as their source). The browser receives it as one block of HTML that React neither renders nor walks:
 * hydration has no work in text that never changes, and the components that made it stay out of the page's scripts.
 */
export function staticHtml(path: string, content: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{content}</MemoryRouter>);
}
