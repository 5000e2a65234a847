/**
 * The words of the cookie banner. Each category names the service behind it and what it sends; the banner offers only
 * the categories whose service the site has configured.
 */
import type { CONSENT } from "./behaviour";

type Category = (typeof CONSENT.categories)[number];

export const consentCategoryText: Record<Category, { label: string; description: string }> = {
  statistics: {
    label: "Statistik",
    description:
      "Reichweitenmessung über den Google Tag Manager: welche Seiten wie oft besucht werden. Google erhält dabei Ihre IP-Adresse und kann Daten in die USA übermitteln.",
  },
  marketing: {
    label: "Marketing",
    description:
      "Erfolgsmessung meiner Anzeigen über den Google Tag Manager. Google erhält dabei Ihre IP-Adresse und kann Daten in die USA übermitteln.",
  },
  media: {
    label: "Externe Medien",
    description:
      "Die Videos auf der Startseite laden sofort von YouTube; Google erhält dabei Ihre IP-Adresse. Ohne diese Erlaubnis lädt jedes Video erst, wenn Sie es anklicken.",
  },
};

export const consentText = {
  region: "Cookie-Einstellungen",
  intro:
    "Ohne Ihre Zustimmung lädt diese Website nichts von Drittanbietern; in Ihrem Browser speichert sie nur Ihre Auswahl.",
  /** Followed by the offered categories' labels. */
  acceptAllExplains: "Mit „Alle akzeptieren“ erlauben Sie:",
  changeLater: "Ändern können Sie das jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite.",
  essentialOnly: "Nur essenzielle",
  acceptAll: "Alle akzeptieren",
  settings: "Einstellungen",
  settingsLegend: "Ihre Auswahl",
  essentialLabel: "Essenziell",
  essentialDescription: "Speichert Ihre Auswahl in Ihrem Browser. Immer aktiv, nichts wird übertragen.",
  save: "Auswahl speichern",
  policyLink: "Cookie Policy",
} as const;
