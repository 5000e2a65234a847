import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "~/components/ui/Container";
import { buttonClasses } from "~/components/ui/Button";

/** The not-found page: a big 404, a short German explanation and a way home. Logs the attempted path. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <Container className="flex min-h-[70vh] flex-col items-center justify-center py-32 text-center">
      <h1 className="text-8xl font-extrabold tracking-tight text-brand-gradient sm:text-9xl">404</h1>
      <p className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</p>
      <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        Return to Home
      </Link>
    </Container>
  );
}
