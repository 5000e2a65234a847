import { Link } from "react-router";
import type { LegalTab } from "~/content/paths";
import { parseRichText } from "./richText";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** Renders one legal text string; tab links switch the tab in the page. */
export function RichText({ text, onTabLink }: { text: string; onTabLink: (tab: LegalTab) => void }) {
  return (
    <>
      {parseRichText(text).map((token, index) => {
        switch (token.kind) {
          case "text":
            return token.text;
          case "strong":
            return <strong key={index} className="font-semibold text-ink">{token.text}</strong>;
          case "tab":
            return (
              <a
                key={index}
                href={`#${token.tab}`}
                className={linkClass}
                onClick={(event) => {
                  event.preventDefault();
                  onTabLink(token.tab);
                }}
              >
                {token.text}
              </a>
            );
          case "internal":
            return <Link key={index} to={token.to} className={linkClass}>{token.text}</Link>;
          case "mail":
            return <a key={index} href={token.href} className={linkClass}>{token.text}</a>;
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
