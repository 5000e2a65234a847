// SQL text helpers of the gateway. Identifiers spliced into SQL are always quoted with quoteIdent.

/**
 * `name` as a quoted SQL identifier: "name", with embedded quotes doubled.
 */
export const quoteIdent = (name: string) => `"${String(name).replaceAll('"', '""')}"`;
