import { figures } from "#shared/facts.ts";
import { availabilityWords } from "../pricing/availability";
import { offerSettings } from "../pricing/settings";
import type { Bonus } from "./schema";

export const bonus: Bonus = {
  amount: figures.adCreditAmount,
  title: `${figures.adCreditTerm} für Ihre erste Kampagne`,
  text: `Ihre erste Kampagne schalte ich mit ${figures.adCredit}. So sehen Sie an echten Zahlen, was Anzeigen Ihrem Unternehmen bringen, bevor Sie eigenes Werbebudget einsetzen.`,
  platforms: ["Google Ads", "Meta Ads", "TikTok Ads"],
  cta: { label: "Pakete ansehen", to: "/preise" },
};

/** The credit's conditions, printed in the bonus block right below its text. */
export const bonusConditions = `Bedingungen: ${figures.adCreditConditions}`;

/** Whether the packages can be booked now, said beside the credit that promotes them (nothing when they can). */
export const bonusAvailability = availabilityWords[offerSettings.availability].summary;
