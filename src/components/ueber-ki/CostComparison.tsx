import { comparisonCopy } from "~/content/ueber-ki/content";
import { aiTools, compareCosts, roles, type CostItem } from "~/content/ueber-ki/cost";
import { formatEuro } from "#shared/german-format.ts";
import { cx } from "~/components/ui/cx";

function CostColumn({
  heading,
  items,
  total,
  headline,
  tone,
}: {
  heading: string;
  items: readonly CostItem[];
  total: number;
  headline: string;
  tone: "team" | "ki";
}) {
  return (
    <div className={cx("rounded-card p-6 shadow-card sm:p-8", tone === "ki" ? "bg-brand-800 text-white" : "bg-white")}>
      <h3 className="text-lg font-semibold">{heading}</h3>
      <p className="mt-2 text-4xl font-extrabold tracking-tight">{headline}</p>
      <p className={cx("text-sm", tone === "ki" ? "text-white" : "text-muted")}>im Monat</p>
      <ul className="mt-6 divide-y divide-current/15">
        {items.map((item) => (
          <li key={item.label} className="flex items-baseline justify-between gap-4 py-2.5">
            <span>{item.label}</span>
            <span className="font-semibold tabular-nums whitespace-nowrap">{formatEuro(item.monthly)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t-2 border-current/30 pt-3 font-bold">
        <span>Summe</span>
        <span className="tabular-nums">{formatEuro(total)}</span>
      </p>
    </div>
  );
}

/** Four roles against four AI tools; every figure derived from the cost data. */
export function CostComparison() {
  const costs = compareCosts();
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-2">
        <CostColumn
          heading={comparisonCopy.rolesHeading}
          items={roles}
          total={costs.salariesTotal}
          headline={`über ${formatEuro(costs.salariesOver)}`}
          tone="team"
        />
        <CostColumn
          heading={comparisonCopy.toolsHeading}
          items={aiTools}
          total={costs.toolsTotal}
          headline={`unter ${formatEuro(costs.toolsUnder)}`}
          tone="ki"
        />
      </div>
      <p className="mt-8 text-center text-2xl font-bold text-balance">
        {comparisonCopy.resultLead} <span className="text-brand-gradient">{comparisonCopy.result}</span>
      </p>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-muted">{comparisonCopy.footnote}</p>
    </div>
  );
}
