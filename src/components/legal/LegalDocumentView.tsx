import type { LegalBlock, LegalDocument } from "~/content/legal/types";
import { formatLongDate } from "#shared/german-format.ts";
import { RichText } from "./RichText";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p className="mt-4">
          <RichText text={block.text} />
        </p>
      );
    case "h3":
      return <h4 className="mt-6 text-lg font-semibold text-ink">{block.text}</h4>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-ink">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-b-2 border-line px-3 py-2 font-semibold text-ink">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={index}
                        scope="row"
                        className="border-b border-line px-3 py-2 font-mono text-xs font-semibold text-ink"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="border-b border-line px-3 py-2">
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** One legal text: title, version date and numbered sections (static: rendered to HTML at build time). */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="max-w-3xl leading-relaxed text-ink-soft">
      <h2 className="text-title font-bold tracking-tight text-ink">{document.title}</h2>
      <p className="mt-2 text-sm text-muted">
        Stand: <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>
      </p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h3 className="text-xl font-bold text-ink">{section.heading}</h3>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
