import { useEffect, type RefObject } from "react";
import { useNavigate } from "react-router";

/**
 * Links inside HTML that React does not render (Markdown and legal texts rendered at build time) behave like React
 * Router's <Link> once the page has hydrated: a plain click on a link to another page of the site navigates on the
 * client, without a full reload. `onHash` may take over in-page anchors (#…); it returns true when it did. Clicks with
 * a modifier key or another button, links with a target or download, and links to other origins stay with the browser.
 */
export function useHtmlLinks(ref: RefObject<HTMLElement | null>, onHash?: (hash: string) => boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        !container.contains(link) ||
        link.target ||
        link.hasAttribute("download")
      )
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage) {
        if (url.hash && onHash?.(url.hash)) event.preventDefault();
        return;
      }
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [ref, navigate, onHash]);
}
