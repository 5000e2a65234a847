// SQL text helpers of the gateway. Identifiers spliced into SQL are always quoted with quoteIdent.

/**
 * `name` as a quoted SQL identifier: "name", with embedded quotes doubled.
 * @param {string} name
 */
export const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`;
