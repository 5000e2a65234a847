/**
 * The business identity shown in mail footers, from the owner configuration (the website reads the same file, so the
 * mails and the site never disagree). Values that are still placeholders in «…», and the example WhatsApp number, are
 * left out of the mails.
 */
import { EXAMPLE_WHATSAPP_NUMBER, owner, printable } from "./owner.ts";

export { printable };

export interface BusinessIdentity {
  /** The owner's name, who signs the automatic reply. */
  ownerName: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  /** International WhatsApp number without + or spaces. */
  whatsapp: string;
  street: string;
  postalCode: string;
  city: string;
}

export const BUSINESS: BusinessIdentity = {
  ownerName: owner.identity.name,
  name: owner.identity.businessName,
  email: owner.identity.email,
  phone: owner.identity.phone,
  website: owner.website,
  whatsapp: owner.whatsapp.number,
  street: owner.identity.street,
  postalCode: owner.identity.postalCode,
  city: owner.identity.city,
};

export interface ContactLine {
  label: string;
  text: string;
  href?: string;
}

/** The contact lines of the footer, in display order, without unset or placeholder values. */
export function contactLines(b: BusinessIdentity): ContactLine[] {
  const lines: ContactLine[] = [];
  const email = printable(b.email);
  if (email) lines.push({ label: "E-Mail", text: email, href: `mailto:${email}` });
  const phone = printable(b.phone);
  if (phone) lines.push({ label: "Telefon", text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
  // the documentation's example number reaches a stranger or nobody: left out like a «placeholder»
  const whatsapp = b.whatsapp === EXAMPLE_WHATSAPP_NUMBER ? null : printable(b.whatsapp);
  if (whatsapp) lines.push({ label: "WhatsApp", text: `+${whatsapp}`, href: `https://wa.me/${whatsapp}` });
  const website = printable(b.website);
  if (website) lines.push({ label: "Website", text: website.replace(/^https?:\/\//, ""), href: website });
  const street = printable(b.street);
  const place = printable(b.postalCode) && printable(b.city) ? `${b.postalCode} ${b.city}` : null;
  if (street && place) lines.push({ label: "Adresse", text: `${street}, ${place}` });
  return lines;
}
