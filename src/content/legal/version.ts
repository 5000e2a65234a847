/** The date of the current legal texts (2 June 2025). */
export const LEGAL_TEXTS_DATE = "2025-06-02";
