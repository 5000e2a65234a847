import { pages } from "~/content/pages";
import { UeberKiPage } from "~/components/ueber-ki/UeberKiPage";
import { staticHtml } from "~/components/ui/static-html.server";

/** The Über-KI page's head and its body, rendered to HTML (it holds nothing to interact with but links). */
export function ueberKiPage() {
  const page = pages.ueberKi;
  return { page, html: staticHtml(page.path, <UeberKiPage page={page} />) };
}
