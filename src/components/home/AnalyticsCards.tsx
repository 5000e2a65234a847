import type { AnalyticsCard } from "~/content/home/schema";
import { Section } from "~/components/ui/Section";

export default function AnalyticsCards({ analyticsCards }: { analyticsCards: readonly AnalyticsCard[] }) {
  return (
    <Section
      id="auswertung"
      tone="alt"
      eyebrow="Transparente Auswertung"
      title="So sieht ein Monatsbericht aus"
      intro="Ein Beispiel für den monatlichen Bericht mit den wichtigsten Kennzahlen, wie ihn das Paket Start enthält. Alle Zahlen sind Beispielwerte, keine Ergebnisse aus einem Kundenauftrag."
    >
      <ul aria-label="Beispielwerte eines Monatsberichts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {analyticsCards.map((card) => (
          <li key={card.label} className="rounded-card border border-line bg-white p-6 shadow-card">
            <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800">
              Beispielwert
            </span>
            <p className="mt-3 font-semibold text-ink-soft">{card.label}</p>
            <p className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums">{card.value}</p>
            <p className="mt-1 text-sm font-semibold text-emerald-700">{card.change} zum Vormonat</p>
            <div aria-hidden="true" className="mt-6 flex h-16 items-end gap-1.5">
              {card.trend.map((height, index) => (
                <span
                  key={index}
                  className="flex-1 rounded-t bg-gradient-to-t from-brand-600 to-accent-500 opacity-80"
                  style={{ height: `${height}%` }}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
