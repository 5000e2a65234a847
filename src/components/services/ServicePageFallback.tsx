import { Container } from "~/components/ui/Container";

/**
 * Shown only on client-side navigation while the page's content chunk loads (the prerendered HTML already holds the
 * full page, and hydration keeps it). Reserves the hero's height so the page does not jump.
 */
export function ServicePageFallback() {
  return (
    <section aria-busy="true" aria-label="Seite wird geladen" className="bg-gradient-to-b from-brand-50 to-white pt-28 pb-14 sm:pt-36 sm:pb-20">
      <Container className="grid min-h-[60vh] items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
        <div className="space-y-5" aria-hidden="true">
          <div className="h-4 w-48 animate-pulse rounded bg-brand-100" />
          <div className="h-12 w-4/5 animate-pulse rounded bg-brand-100" />
          <div className="h-6 w-3/5 animate-pulse rounded bg-brand-100" />
          <div className="h-20 w-full animate-pulse rounded bg-brand-50" />
        </div>
        <div aria-hidden="true" className="aspect-[4/3] w-full max-w-xl animate-pulse rounded-card bg-brand-100" />
      </Container>
    </section>
  );
}
