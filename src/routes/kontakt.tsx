import type { Route } from "./+types/kontakt";
import { pages } from "~/content/pages";
import { postSummaries } from "~/content/blog/library.server";
import { getMeta } from "~/lib/seo";
import { pagePaths } from "~/lib/page-paths";
import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Container";
import { ContactForm } from "~/components/contact/ContactForm";
import { ContactToasts } from "~/components/contact/toasts";
import { NoScriptContact } from "~/components/contact/NoScriptContact";

/** Runs while prerendering: the page's head and every page of the site, the only paths a lead's source may name. */
export async function loader() {
  return { page: pages.kontakt, knownPaths: pagePaths(postSummaries().map((post) => post.slug)) };
}

export const meta = ({ loaderData: { page } }: Route.MetaArgs) => getMeta(page);

/**
 * /kontakt: heading, intro and the contact form. The toasts live here only, not in the site's shell.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <Container className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-3xl">
          <NoScriptContact />
          <ContactForm knownPaths={loaderData.knownPaths} />
        </div>
      </Container>
      <ContactToasts />
    </>
  );
}
