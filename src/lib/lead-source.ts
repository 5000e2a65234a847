/**
 * Where a lead came from, carried by the link to the contact page and nothing else (no cookie, no storage, nothing
 * about the visitor): the page the call to action stands on and which call to action it is (its slot). Every link to
 * /kontakt is built by withLeadSource; the contact page reads the two parameters back with leadSourceFromQuery when the
 * form is sent. The slots and their words are shared with the owner's notice mail (supabase/functions/_shared).
 */
import { paths } from "../content/paths";
import { isCtaSlot, type CtaSlot } from "#shared/lead-source.ts";

export type { CtaSlot };

/**
 * The query parameters of a link to the contact page that name its source.
 * @internal (tested directly)
 */
export const LEAD_SOURCE_PARAMS = { page: "seite", slot: "cta" } as const;

/** A source as the contact page accepts it: each part only when it is known. */
export type LeadSource = { page?: string; slot?: CtaSlot };

/** The columns of public.contact_submissions that hold the source; a part that is not known is not sent. */
export type LeadSourceColumns = { source_page?: string; source_cta?: CtaSlot };

const BASE = "https://link.invalid";

/** The router's pathname as the site's list of pages writes it: decoded (`/über-ki`), without a trailing slash. */
function pagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: keep it as given; the contact page drops a path it does not know
  }
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The link `to` with its source when it leads to the contact page (any query it has, e.g. ?grund=…, is kept); any
 * other link unchanged.
 */
export function withLeadSource(to: string, source: { page: string; slot: CtaSlot }): string {
  const url = new URL(to, BASE);
  if (url.origin !== BASE || url.pathname !== paths.kontakt) return to;
  url.searchParams.set(LEAD_SOURCE_PARAMS.page, pagePath(source.page));
  url.searchParams.set(LEAD_SOURCE_PARAMS.slot, source.slot);
  return `${url.pathname}${url.search}${url.hash}`;
}

const contactHrefInHtml = new RegExp(`href="(${paths.kontakt}(?:[?#][^"]*)?)"`, "g");

/** HTML rendered from Markdown (a blog post) with every link to the contact page carrying its source. */
export function withLeadSourceInHtml(html: string, source: { page: string; slot: CtaSlot }): string {
  return html.replace(contactHrefInHtml, (_match, href: string) => {
    const linked = withLeadSource(href.replaceAll("&amp;", "&"), source);
    return `href="${linked.replaceAll("&", "&amp;")}"`;
  });
}

/**
 * The source named by the contact page's query: the page only when it is one of the site's pages (`knownPaths`), the
 * slot only when it is a known slot; anything else is dropped without a word. A visitor who opened /kontakt directly
 * has no source.
 */
export function leadSourceFromQuery(params: URLSearchParams, knownPaths: readonly string[]): LeadSource {
  const page = params.get(LEAD_SOURCE_PARAMS.page);
  const slot = params.get(LEAD_SOURCE_PARAMS.slot);
  const source: LeadSource = {};
  if (page !== null && knownPaths.includes(page)) source.page = page;
  if (slot !== null && isCtaSlot(slot)) source.slot = slot;
  return source;
}

/** The source as columns of the insert, only the parts that are known. */
export function leadSourceColumns(source: LeadSource = {}): LeadSourceColumns {
  const columns: LeadSourceColumns = {};
  if (source.page) columns.source_page = source.page;
  if (source.slot) columns.source_cta = source.slot;
  return columns;
}
