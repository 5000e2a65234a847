const longDate = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-06-02" → "2. Juni 2025". */
export function formatLegalDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
