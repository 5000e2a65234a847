/** The date of the current legal texts ("Stand", 29 November 2026); set it anew whenever their content changes. */
export const LEGAL_TEXTS_DATE = "2026-11-29";
