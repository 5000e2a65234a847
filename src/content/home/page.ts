import { figures } from "#shared/facts.ts";
import type { PageInfo } from "../pages";
import { paths } from "../paths";
import { inPackages } from "../pricing/plans";

/** The home page's title (without suffix), description and h1. */
export const homePage: PageInfo = {
  path: paths.home,
  title: "Social Media Creator mit KI",
  // The ad credit stays out of the description: a search result has no room for its conditions.
  description: `KI-gestütztes Marketing für kleine Unternehmen: ${figures.postsPerMonth} ${inPackages(figures.postsPerMonth)}, Videos, E-Mail-Kampagnen und Anzeigen, mit KI erstellt und von mir persönlich geprüft.`,
  heading: "Social Media Creator mit KI",
};
