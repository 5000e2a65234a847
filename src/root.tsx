import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { ConsentBanner } from "~/components/consent/ConsentBanner";
import { EARLY_CONSENT_CSS, EARLY_CONSENT_SCRIPT } from "~/components/consent/earlyConsent";
import { FloatingCta } from "~/components/layout/FloatingCta";
import Footer from "~/components/layout/Footer";
import { Navbar } from "~/components/layout/Navbar";
import { NotFound } from "~/components/layout/NotFound";
import { Container } from "~/components/ui/Container";
import { NO_SCRIPT_CSS } from "~/components/ui/no-script";
import { notFoundMeta } from "~/lib/seo";
import { errorPageText } from "~/content/error-page";
import { paths } from "~/content/paths";
import siteStyles from "./app.css?inline";

/**
 * The site's stylesheet stands in every page's <head>, so the first paint waits for the HTML alone and not for a
 * second request after it (on a phone's connection, half a second more). The browser's bundle does not carry the text
 * a second time: there it is read back from the page, so a render of <head> in the browser keeps the styles.
 */
const SITE_STYLES_ID = "site-styles";
const siteStylesText = import.meta.env.SSR ? siteStyles : (document.getElementById(SITE_STYLES_ID)?.textContent ?? "");

/** Used where no page route supplies its own head: the not-found route and the 404 fallback page. */
export const meta = () => notFoundMeta();

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The first script marks <html> before hydration (a stored cookie choice), hence no warning for that attribute.
    <html lang="de" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {/* First, so the cookie banner is decided before anything is painted. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CONSENT_SCRIPT }} />
        <style>{EARLY_CONSENT_CSS}</style>
        <style id={SITE_STYLES_ID} dangerouslySetInnerHTML={{ __html: siteStylesText }} />
        <Meta />
        <Links />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col bg-surface">
        {children}
        {/* Client-side navigations start at the top (or at the hash's target); the first render keeps the visitor's
            position, even one scrolled to while the scripts were still loading. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The frame of every page. The cookie banner stands in the document before the page's content, so the first frame
 * (which waits for it) paints it, and is shown last by flex order, at the end of the page;
 * the content grows to fill the screen, so the banner sits at the screen's bottom from the first frame on.
 */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      <ConsentBanner />
      <main id="inhalt" tabIndex={-1} className="grow outline-none">
        {children}
      </main>
      <Footer />
      <FloatingCta />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * The page prerendered as the fallback for every unknown path (served as 404.html): the not-found text in the site's
 * frame, readable before and without JavaScript.
 */
export function HydrateFallback() {
  return (
    <Shell>
      <NotFound />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data ?? "")
    : error instanceof Error
      ? error.message
      : errorPageText.unknown;
  return (
    <Shell>
      <title>{`${errorPageText.title} · Unexpected Application Error`}</title>
      <Container className="py-40">
        <h1 className="text-title font-bold">{errorPageText.title}</h1>
        <p className="mt-1 text-muted" lang="en">
          Unexpected Application Error
        </p>
        <p className="mt-4 text-xl font-semibold text-accent-700">
          {errorPageText.status} {status}
        </p>
        <p className="mt-2 text-muted">{message}</p>
        <p className="mt-6">
          <a className="font-semibold text-brand-700 underline" href={paths.home}>
            {errorPageText.home}
          </a>
        </p>
        {import.meta.env.DEV && error instanceof Error && error.stack && (
          <pre className="mt-6 overflow-auto rounded-lg bg-surface-alt p-4 text-xs">{error.stack}</pre>
        )}
      </Container>
    </Shell>
  );
}
