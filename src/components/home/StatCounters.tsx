import { useRef } from "react";
import type { HomeStat } from "~/content/home/stats";
import { Section } from "~/components/ui/Section";
import { formatStat } from "./counter";
import { useCountUp } from "./useCountUp";

export default function StatCounters({ stats }: { stats: readonly HomeStat[] }) {
  return (
    <Section id="zahlen" eyebrow="In Zahlen" title="Was Sie jeden Monat bekommen">
      <ul className="grid gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <StatCard key={stat.label} stat={stat} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * One counter; a qualifier such as "bis zu" stands before the number and is read with it.
 * @internal (tested directly)
 */
export function StatCard({ stat }: { stat: HomeStat }) {
  const ref = useRef<HTMLLIElement>(null);
  const value = useCountUp(stat.target, ref);
  const final = formatStat(stat.target, stat.format);
  return (
    <li ref={ref} className="rounded-card border border-line bg-white p-8 text-center shadow-card">
      <p className="sr-only">{`${stat.prefix ? `${stat.prefix} ` : ""}${final} ${stat.label}`}</p>
      <div aria-hidden="true" className="flex items-baseline justify-center gap-2">
        {stat.prefix && <span className="text-xl font-semibold text-ink-soft">{stat.prefix}</span>}
        <p
          data-testid="stat-value"
          className="bg-clip-text text-6xl font-extrabold tabular-nums tracking-tight text-transparent"
          style={{ backgroundImage: `linear-gradient(120deg, ${stat.gradient[0]}, ${stat.gradient[1]})` }}
        >
          {formatStat(value, stat.format)}
        </p>
      </div>
      <p aria-hidden="true" className="mt-3 text-lg font-semibold text-ink-soft">
        {stat.label}
      </p>
    </li>
  );
}
