import { homePage } from "~/content/home/page";
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

export const meta = () => getMeta({ ...homePage, jsonLd: [businessJsonLd()] });

export default function Home() {
  return (
    <>
      <Hero />
      <VideoGallery />
      <StatCounters />
      <ServiceTabs />
      <BonusBlock />
      <AnalyticsCards />
      <TileMarquee />
      <FaqAccordion />
    </>
  );
}
