import { parseRichText } from "./richText";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * Renders one legal text string as plain HTML: it is rendered once, at build time, and never hydrated. Links to another
 * tab are in-page anchors (#impressum), links to a page of the site plain links; once the page has hydrated, LegalTabs
 * takes both over (a tab switch, a client-side navigation).
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((token, index) => {
        switch (token.kind) {
          case "text":
            return token.text;
          case "strong":
            return (
              <strong key={index} className="font-semibold text-ink">
                {token.text}
              </strong>
            );
          case "tab":
            return (
              <a key={index} href={`#${token.tab}`} className={linkClass}>
                {token.text}
              </a>
            );
          case "internal":
            return (
              <a key={index} href={token.to} className={linkClass}>
                {token.text}
              </a>
            );
          case "mail":
            return (
              <a key={index} href={token.href} className={linkClass}>
                {token.text}
              </a>
            );
          case "external":
            return (
              <a key={index} href={token.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {token.text}
                <span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
            );
        }
      })}
    </>
  );
}
