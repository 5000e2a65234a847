import { homePage } from "~/content/home/page";
import { getMeta } from "~/lib/seo";
import { businessJsonLd } from "~/lib/business-jsonld";
import { Hero } from "~/components/home/Hero";
import { deferredSection } from "~/components/ui/deferred";
import { readConsent } from "~/lib/consent";
const page = homePage;
/**
 * Prerendering renders every section in full. The client build drops this branch (import.meta.env.SSR is false
 * there) and loads each section's code only as it nears the viewport, which keeps the page within its JS budget.
 */
const prerendered = import.meta.env.SSR
  ? {
      videos: (await import("~/components/home/VideoGallery")).default,
      stats: (await import("~/components/home/StatCounters")).default,
      services: (await import("~/components/home/ServiceTabs")).default,
      bonus: (await import("~/components/home/BonusBlock")).default,
      analytics: (await import("~/components/home/AnalyticsCards")).default,
      gallery: (await import("~/components/home/TileMarquee")).default,
      faq: (await import("~/components/home/FaqAccordion")).default,
    }
  : undefined;

export const meta = () => getMeta({ ...page, jsonLd: [businessJsonLd()] });

// The gallery's posters are plain HTML; its code is only needed to play a video, so it loads when the visitor
// reaches for it (or at once when the visitor allowed external media, so the videos load by themselves).
const Videos = deferredSection("videos", () => import("~/components/home/VideoGallery"), prerendered?.videos, {
  until: "interaction",
  now: () => readConsent()?.media === true,
});
const Stats = deferredSection("zahlen", () => import("~/components/home/StatCounters"), prerendered?.stats);
const Services = deferredSection("leistungen", () => import("~/components/home/ServiceTabs"), prerendered?.services);
const Bonus = deferredSection("bonus", () => import("~/components/home/BonusBlock"), prerendered?.bonus);
const Analytics = deferredSection("auswertung", () => import("~/components/home/AnalyticsCards"), prerendered?.analytics);
const Gallery = deferredSection("galerie", () => import("~/components/home/TileMarquee"), prerendered?.gallery);
const Faq = deferredSection("faq", () => import("~/components/home/FaqAccordion"), prerendered?.faq);

export default function Home() {
  return (
    <>
      <Hero />
      <Videos />
      <Stats />
      <Services />
      <Bonus />
      <Analytics />
      <Gallery />
      <Faq />
    </>
  );
}
