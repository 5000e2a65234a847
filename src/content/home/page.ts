import { figures } from "#shared/facts.ts";
import type { PageInfo } from "../pages";
import { paths } from "../paths";

/** The home page's title (without suffix), description and h1. */
export const homePage: PageInfo = {
  path: paths.home,
  title: "Social Media Creator mit KI",
  description: `KI-gestütztes Marketing für kleine Unternehmen: ${figures.postsPerMonth}, E-Mail-Kampagnen und Anzeigen. ${figures.adCreditPackages} mit ${figures.adCredit} für die erste Kampagne.`,
  heading: "Social Media Creator mit KI",
};
