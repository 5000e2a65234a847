import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { prefillFromQuery, type ContactPrefill } from "~/lib/contact";

/**
 * The prefill of the page's query (?grund=…&service=…), read after hydration: the prerendered HTML knows no query,
 * so the first render must not depend on it. Null until then.
 */
export function useContactPrefill(): ContactPrefill | null {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    setPrefill(prefillFromQuery(new URLSearchParams(query)));
  }, [query]);
  return prefill;
}
