/** Service pages use the site's one accordion. */
export { Accordion, type AccordionItem } from "~/components/ui/Accordion";
