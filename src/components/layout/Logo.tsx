import { site } from "~/content/site";

/** The word mark: a gradient spark and the business name. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`logo-${tone}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="0.55" stopColor="#c026d3" />
            <stop offset="1" stopColor="#ea580c" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#logo-${tone})`} />
        <path d="M16 6l2.6 6.6L25 15l-6.4 2.4L16 24l-2.6-6.6L7 15l6.4-2.4z" fill="#fff" />
      </svg>
      <span className={tone === "light" ? "text-white" : "text-ink"}>{site.name}</span>
    </span>
  );
}
