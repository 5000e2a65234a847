/** Ids of the shell's deferred parts: the deferred loader finds each prerendered part by its id. */
export const FOOTER_ID = "fusszeile";
export const MEGA_MENU_LINKS_ID = "menue-services";
export const MOBILE_MENU_LINKS_ID = "menue-mobil";
