/** The page shown when rendering fails for another reason than an unknown address (that is the 404 page). */
export const errorPageText = {
  title: "Unerwarteter Fehler",
  status: "Status",
  unknown: "Unbekannter Fehler",
  home: "Zur Startseite",
} as const;
