/**
 * A request about one service: the contact form with the reason "service-spezifisch" and the service named, as every
 * page links to it. Where /preise sells the service as a single offer, the link carries that offer's slug, so the
 * form names the offer exactly as /preise does ("Brand Designer", not the page's name "Branding-Designer"); any other
 * service is named by its catalogue name.
 */
import { serviceBySlug, type ServiceSlug } from "../catalogue";
import { paths } from "../paths";
import { singleServiceOf } from "../pricing/single-services";

export type ServiceRequest = { /** The name the form's message gives the service. */ name: string; to: string };

export function serviceRequest(slug: ServiceSlug): ServiceRequest {
  const offer = singleServiceOf(slug);
  const name = offer?.name ?? serviceBySlug(slug)!.name;
  const query = new URLSearchParams({ grund: "service-spezifisch", service: offer?.slug ?? name });
  return { name, to: `${paths.kontakt}?${query}` };
}
