/**
 * What each availability of the offers (owner configuration `offers.availability`) makes the pages say: the words of
 * the buttons on /preise, the words that open the page, the first words of the offer buttons on the service pages,
 * and the availability the structured data states. One value applies to every offer.
 */
import type { OfferAvailability } from "../owner-site";

export type { OfferAvailability };

type AvailabilityWords = {
  /** The state in a few words, or null when the offers can be booked. */
  status: string | null;
  /** The state as a sentence, for pages that promote the packages away from /preise; null when they can be booked. */
  summary: string | null;
  /** The button of every offer on /preise. */
  action: string;
  /** The pricing page's introduction. */
  intro: string;
  /** schema.org's ItemAvailability. */
  schemaOrg: string;
};

export const availabilityWords: Record<OfferAvailability, AvailabilityWords> = {
  soldOut: {
    status: "Ausverkauft",
    summary: "Alle Pakete und Einzelleistungen sind derzeit ausverkauft.",
    action: "Ausverkauft",
    intro:
      "Alle Pakete und Einzelleistungen sind derzeit ausverkauft. Fragen Sie trotzdem an: Ich melde mich mit einem Angebot, sobald ein Platz frei wird, oder stelle Ihnen einen persönlichen Plan zusammen.",
    schemaOrg: "https://schema.org/SoldOut",
  },
  noFreeSlots: {
    status: "Derzeit keine freien Plätze",
    summary: "Derzeit habe ich keine freien Plätze.",
    action: "Derzeit keine freien Plätze – fragen Sie trotzdem an",
    intro:
      "Derzeit habe ich keine freien Plätze. Fragen Sie trotzdem an: Ich melde mich mit einem Angebot, sobald ein Platz frei wird, oder stelle Ihnen einen persönlichen Plan zusammen.",
    // An order taken now and served later: what a request made while no place is free becomes.
    schemaOrg: "https://schema.org/BackOrder",
  },
  bookable: {
    status: null,
    summary: null,
    action: "Jetzt anfragen",
    intro:
      "Fragen Sie ein Paket oder eine Einzelleistung an: Ich melde mich mit einem Angebot oder stelle Ihnen einen persönlichen Plan zusammen.",
    schemaOrg: "https://schema.org/InStock",
  },
};

/** Whether the buttons on /preise are disabled: only while the offers are sold out. */
export function isSoldOut(availability: OfferAvailability): boolean {
  return availability === "soldOut";
}
