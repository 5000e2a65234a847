/** The footer element's id: the deferred loader finds the prerendered footer by it. */
export const FOOTER_ID = "fusszeile";
