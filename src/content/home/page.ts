import type { PageInfo } from "../pages";
import { paths } from "../../lib/routes";

/** The home page's title (without suffix), description and h1. */
export const homePage: PageInfo = {
  path: paths.home,
  title: "Social Media Creator mit KI",
  description:
    "KI-gestütztes Marketing für kleine Unternehmen: 32 Social-Media-Beiträge im Monat, automatisierte E-Mail-Kampagnen und Anzeigen mit 500 € Startguthaben.",
  heading: "Social Media Creator mit KI",
};
