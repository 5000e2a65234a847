import type { Route } from "./+types/home";
import { homeContent } from "~/content/home/home.server";
import { getMeta } from "~/lib/seo";
import { businessJsonLd } from "~/lib/structured-data";
import AnalyticsCards from "~/components/home/AnalyticsCards";
import BonusBlock from "~/components/home/BonusBlock";
import FaqAccordion from "~/components/home/FaqAccordion";
import { Hero } from "~/components/home/Hero";
import ServiceTabs from "~/components/home/ServiceTabs";
import StatCounters from "~/components/home/StatCounters";
import TileMarquee from "~/components/home/TileMarquee";
import VideoGallery from "~/components/home/VideoGallery";

/** Runs while prerendering: the home page's content. */
export async function loader() {
  return homeContent();
}

export const meta = ({ loaderData }: Route.MetaArgs) => getMeta({ ...loaderData.page, jsonLd: [businessJsonLd()] });

export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={home.hero} />
      <VideoGallery videos={home.videos} />
      <StatCounters stats={home.stats} />
      <ServiceTabs tabs={home.serviceTabs} />
      <BonusBlock bonus={home.bonus} conditions={home.bonusConditions} availability={home.bonusAvailability} />
      <AnalyticsCards analyticsCards={home.analyticsCards} />
      <TileMarquee tiles={home.tiles} />
      <FaqAccordion faq={home.faq} />
    </>
  );
}
