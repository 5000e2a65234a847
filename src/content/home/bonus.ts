import type { Bonus } from "./schema";

export const bonus: Bonus = {
  amount: "500 €",
  title: "Werbeguthaben für Ihre erste Kampagne",
  text: "In den Paketen Start und Viral schalten wir Ihre erste Kampagne mit 500 € Werbebudget, das Sie nicht selbst zahlen. So sehen Sie echte Ergebnisse, bevor Sie eigenes Budget einsetzen.",
  platforms: ["Google Ads", "Meta Ads", "TikTok Ads"],
  cta: { label: "Pakete ansehen", to: "/preise" },
};
