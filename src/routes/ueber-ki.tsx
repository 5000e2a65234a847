import { pages } from "~/content/pages";
import { getMeta } from "~/lib/seo";
import { PageHero } from "~/components/ui/PageHero";

const page = pages.ueberKi;

export const meta = () => getMeta(page);

export default function Page() {
  return <PageHero title={page.heading} intro={page.description} />;
}
