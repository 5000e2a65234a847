import { TYPING } from "~/content/behaviour";
import type { Hero } from "~/content/home/schema";
import { cx } from "~/components/ui/cx";
import { useTypedText, type TypingTiming } from "./useTypedText";

/**
 * The page's h1. Screen readers and the prerendered HTML get the whole headline at once (visually hidden text);
 * the typed copy is decoration (aria-hidden). Each typed line sits on an invisible copy of its full text, so the
 * heading has its final size from the first paint and nothing moves while it types. With reduced motion the CSS
 * shows the full lines at once, even before the script runs.
 */
export function TypedHeadline({ lines }: { lines: Hero["lines"] }) {
  return (
    <h1 className="text-display font-extrabold tracking-tight">
      <span className="sr-only">{lines.map((line) => line.text).join(" ")}</span>
      <span aria-hidden="true" className="block">
        {lines.map((line, index) => (
          <TypedLine
            key={line.text}
            text={line.text}
            brand={line.brand}
            timing={index === 0 ? TYPING.first : TYPING.brand}
          />
        ))}
      </span>
    </h1>
  );
}

function TypedLine({ text, brand, timing }: { text: string; brand: boolean; timing: TypingTiming }) {
  const { shown, typing } = useTypedText(text.length, timing);
  const paint = brand ? "text-brand-gradient" : undefined;
  return (
    <span className="relative block">
      <span className={cx("invisible motion-reduce:visible", paint)}>{text}</span>
      <span data-typed={shown} className={cx("absolute inset-0 motion-reduce:hidden", paint)}>
        {text.slice(0, shown)}
        {typing && (
          <span className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-blink rounded-full bg-accent-600" />
        )}
      </span>
    </span>
  );
}
