/**
 * The owner values the website and the mail function both show: the owner's name, business name, postal address,
 * e-mail, phone, website and WhatsApp number (Impressum, footer and structured data on the site; the signature and the
 * footer of the mails). The values only the website shows (tax ids, videos, tag manager, hosting, …) are in
 * src/content/owner-site.ts.
 *
 * A value in «…» is a placeholder. `npm run check:launch` fails while any placeholder in either file is still set and
 * names each; the production build prints the same list as warnings.
 */

/**
 * The example number of the documentation; a WhatsApp link to it reaches nobody.
 * @internal (read by the launch check, tools/launch/placeholders.ts)
 */
export const EXAMPLE_WHATSAPP_NUMBER = "4915112345678";

export const owner = {
  identity: {
    /** The owner's name: the Impressum names it, and it signs the automatic reply, which speaks in the first person. */
    name: "«Vorname Nachname»",
    businessName: "KI Marketing Studio",
    street: "«Straße Hausnummer»",
    postalCode: "«PLZ»",
    city: "«Ort»",
    email: "kontakt@ki-marketing-studio.de",
    phone: "«+49 000 0000000»",
  },
  website: "https://www.ki-marketing-studio.de",
  whatsapp: {
    /** International number without + or spaces. */
    number: EXAMPLE_WHATSAPP_NUMBER,
  },
};

/** A value fit to print: set and not a «placeholder». */
export function printable(value: string): string | null {
  return value.trim() !== "" && !/«[^»]+»/.test(value) ? value.trim() : null;
}
