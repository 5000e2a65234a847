import { pages } from "~/content/pages";
import { getMeta } from "~/lib/seo";
import { PageHero } from "~/components/ui/PageHero";
import { Container } from "~/components/ui/Container";
import { ContactForm } from "~/components/contact/ContactForm";
import { ContactToasts } from "~/components/contact/toasts";
import { NoScriptContact } from "~/components/contact/NoScriptContact";

const page = pages.kontakt;

export const meta = () => getMeta(page);

/**
 * /kontakt: heading, intro and the contact form. The toasts live here only, not in the site's shell, and load with the
 * visitor's first step on the form.
 */
export default function Page() {
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <Container className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-3xl">
          <NoScriptContact />
          <ContactForm />
        </div>
      </Container>
      <ContactToasts />
    </>
  );
}
