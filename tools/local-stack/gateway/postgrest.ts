// The PostgREST part of the gateway (stand-in): table requests of /rest/v1 as supabase-js makes them, run in one
// transaction as the caller's role. Supported: GET (select of columns, filters eq/neq/gt/gte/lt/lte/like/ilike/is/in
// with `not.`, order, limit, offset, Prefer count=exact, singular Accept), POST (insert of an object or array,
// `columns`), PATCH and DELETE with filters; Prefer return=minimal|representation. No embedding, no upsert.
// Functions under /rpc: see rpc.ts.
import { ApiError, errors } from "./errors.ts";
import { exposedSchema } from "./schema-cache.ts";
import { quoteIdent } from "./sql.ts";

import type { ColumnType, SchemaCache } from "./schema-cache.ts";
import type { IncomingHttpHeaders } from "node:http";
import type { PoolClient } from "pg";
export type Headers = IncomingHttpHeaders;
/**
 * An answer to the client: status, JSON body (none when undefined) and extra headers.
 */
export type Result = { status: number; body: unknown; headers: Record<string, string> };
type Prefer = { return: string | undefined; count: string | null | undefined };

const jsonKind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/**
 * Which JSON kinds a column of this type takes; null: any (json, jsonb, unknown types).
 */
function acceptedKinds({ type, category }: ColumnType): string[] | null {
  if (type === "json" || type === "jsonb") return null;
  if (category === "B") return ["boolean"];
  if (category === "N") return ["number", "string"];
  if (category === "A") return ["array", "string"];
  if (category === "S" || category === "D" || category === "E" || category === "I" || type === "uuid")
    return ["string"];
  return null;
}

/**
 * Refuses a JSON value of the wrong kind for its column (a number or object for a text column, 1 for a boolean)
 * instead of letting Postgres turn it into text: 400 with SQLSTATE 22P02, the error of a malformed value.
 */
function checkJsonTypes(record: object, types: Map<string, ColumnType>) {
  for (const [column, value] of Object.entries(record)) {
    const columnType = types.get(column);
    if (!columnType || value === null) continue;
    const accepted = acceptedKinds(columnType);
    if (accepted && !accepted.includes(jsonKind(value))) {
      throw new ApiError(400, {
        code: "22P02",
        message: `invalid input syntax for type ${columnType.type}: ${JSON.stringify(value)}`,
        details: `Column "${column}" takes a JSON ${accepted.join(" or ")}, not a ${jsonKind(value)}.`,
        hint: null,
      });
    }
  }
}

/**
 * The column quoted for SQL; 400 PGRST204 when the table has no such column.
 */
function checkColumn(columns: Set<string>, column: string, table: string) {
  if (!columns.has(column)) throw errors.unknownColumn(column, table);
  return quoteIdent(column);
}

/**
 * `select=a,b,alias:c` -> SQL select list (of table alias _t).
 */
function selectList(select: string | null, columns: Set<string>, table: string) {
  if (!select || select === "*") return "_t.*";
  return select
    .split(",")
    .map((item) => item.trim())
    .map((item) => {
      if (item === "*") return "_t.*";
      const match = /^(?:([A-Za-z_][\w]*):)?([A-Za-z_][\w]*)$/.exec(item);
      if (!match)
        throw errors.badRequest(
          `Unsupported select item "${item}"`,
          "The local gateway supports plain columns and aliases.",
        );
      const [, alias, column = ""] = match;
      return `_t.${checkColumn(columns, column, table)}${alias ? ` as ${quoteIdent(alias)}` : ""}`;
    })
    .join(", ");
}

const operators: Partial<Record<string, string>> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};
const isLiterals: Partial<Record<string, string>> = { null: "null", true: "true", false: "false", unknown: "unknown" };
const orderModifiers: Partial<Record<string, string>> = {
  asc: "asc",
  desc: "desc",
  nullsfirst: "nulls first",
  nullslast: "nulls last",
};
const reserved = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/**
 * Filters from query params (`col=op.value`) -> WHERE clause; their values are appended to `params`.
 */
function whereClause(searchParams: URLSearchParams, columns: Set<string>, table: string, params: unknown[]) {
  const conditions: string[] = [];
  for (const [column, expression] of searchParams) {
    if (reserved.has(column)) continue;
    const target = `_t.${checkColumn(columns, column, table)}`;
    const match = /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|is|in)\.(.*)$/s.exec(expression);
    if (!match) throw errors.badRequest(`Unsupported filter "${column}=${expression}"`);
    const [, negated, op = "", raw = ""] = match;
    let condition;
    if (op === "is") {
      const literal = isLiterals[raw.toLowerCase()];
      if (!literal) throw errors.badRequest(`Unsupported "is" value "${raw}"`);
      condition = `${target} is ${literal}`;
    } else if (op === "in") {
      const list = /^\((.*)\)$/s.exec(raw);
      if (!list) throw errors.badRequest(`"in" needs a list in parentheses: ${raw}`);
      const [, items = ""] = list;
      const values = items === "" ? [] : items.split(",").map((v) => v.trim().replace(/^"(.*)"$/s, "$1"));
      params.push(values);
      condition = `${target} = any($${params.length})`;
    } else {
      params.push(op === "like" || op === "ilike" ? raw.replaceAll("*", "%") : raw);
      condition = `${target} ${operators[op]} $${params.length}`;
    }
    conditions.push(negated ? `not (${condition})` : condition);
  }
  return conditions.length ? ` where ${conditions.join(" and ")}` : "";
}

/**
 * `order=a.desc,b` -> SQL ORDER BY clause.
 */
function orderClause(order: string | null, columns: Set<string>, table: string) {
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [column = "", ...modifiers] = term.trim().split(".");
    const parts = [`_t.${checkColumn(columns, column, table)}`];
    for (const modifier of modifiers) {
      const sql = orderModifiers[modifier];
      if (!sql) throw errors.badRequest(`Unsupported order modifier "${modifier}"`);
      parts.push(sql);
    }
    return parts.join(" ");
  });
  return ` order by ${terms.join(", ")}`;
}

function integerParam(searchParams: URLSearchParams, name: string): number | null {
  const value = searchParams.get(name);
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw errors.badRequest(`"${name}" must be a non-negative integer`);
  return Number(value);
}

/**
 * Prefer header -> { return, count }
 */
function parsePrefer(header: string = ""): Prefer {
  const prefer: Prefer = { return: "minimal", count: null };
  for (const part of header.split(",").map((p) => p.trim())) {
    const [key, value] = part.split("=");
    if (key === "return") prefer.return = value;
    if (key === "count") prefer.count = value;
  }
  return prefer;
}

const wantsObject = (accept: string = "") => accept.includes("application/vnd.pgrst.object");

/**
 * Runs one table request on `client` (inside the caller's transaction). Returns {status, body, headers}.
 */
export async function handleTableRequest(
  client: PoolClient,
  cache: SchemaCache,
  request: { method: string; table: string; searchParams: URLSearchParams; headers: Headers; body?: unknown },
): Promise<Result> {
  const { method, table, searchParams, headers } = request;
  const columns = await cache.columnsOf(table);
  const target = `${quoteIdent(exposedSchema)}.${quoteIdent(table)}`;
  // Node joins a repeated header into one string (only set-cookie comes as an array).
  const prefer = parsePrefer(headers["prefer"] as string | undefined);
  const params: unknown[] = [];

  if (method === "GET" || method === "HEAD") {
    const where = whereClause(searchParams, columns, table, params);
    const limit = integerParam(searchParams, "limit");
    const offset = integerParam(searchParams, "offset") ?? 0;
    const sql =
      `select coalesce(json_agg(_r), '[]'::json) as rows from (select ${selectList(searchParams.get("select"), columns, table)}` +
      ` from ${target} _t${where}${orderClause(searchParams.get("order"), columns, table)}` +
      `${limit === null ? "" : ` limit ${limit}`} offset ${offset}) _r`;
    const rows = (await client.query(sql, params)).rows[0].rows;
    let total = "*";
    if (prefer.count === "exact") {
      total = (await client.query(`select count(*)::int as n from ${target} _t${where}`, params)).rows[0].n;
    }
    const range = rows.length ? `${offset}-${offset + rows.length - 1}/${total}` : `*/${total}`;
    return singularOrList(rows, headers, 200, { "content-range": range });
  }

  if (method === "POST") {
    const body = request.body;
    const records = Array.isArray(body) ? body : [body];
    if (records.some((record) => record === null || typeof record !== "object" || Array.isArray(record))) {
      throw errors.invalidJson("The body must be a JSON object or an array of objects.");
    }
    const columnsParam = searchParams.get("columns");
    const names = columnsParam
      ? columnsParam.split(",").map((c) => c.trim().replace(/^"(.*)"$/s, "$1"))
      : [...new Set(records.flatMap((record) => Object.keys(record)))];
    const list = names.map((name) => checkColumn(columns, name, table)).join(", ");
    for (const record of records) checkJsonTypes(record, cache.typesOf(table));
    params.push(JSON.stringify(records));
    const insert =
      names.length === 0
        ? `insert into ${target} as _t default values`
        : `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;
    return writeResult(client, insert, params, prefer, headers, 201, searchParams, columns, table);
  }

  if (method === "PATCH") {
    const body = request.body;
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw errors.invalidJson("The body must be a JSON object.");
    }
    const names = Object.keys(body);
    if (names.length === 0) return { status: 204, body: undefined, headers: {} };
    names.forEach((name) => checkColumn(columns, name, table));
    checkJsonTypes(body, cache.typesOf(table));
    params.push(JSON.stringify(body));
    const sets = names.map((name) => `${checkColumn(columns, name, table)} = _b.${quoteIdent(name)}`).join(", ");
    const where = whereClause(searchParams, columns, table, params);
    const update = `update ${target} _t set ${sets} from json_populate_record(null::${target}, $1::json) _b${where}`;
    return writeResult(client, update, params, prefer, headers, 200, searchParams, columns, table);
  }

  if (method === "DELETE") {
    const where = whereClause(searchParams, columns, table, params);
    return writeResult(
      client,
      `delete from ${target} _t${where}`,
      params,
      prefer,
      headers,
      200,
      searchParams,
      columns,
      table,
    );
  }

  throw errors.methodNotAllowed(method);
}

/**
 * Runs an insert, update or delete; answers with the written rows when the client prefers return=representation.
 */
async function writeResult(
  client: PoolClient,
  statement: string,
  params: unknown[],
  prefer: Prefer,
  headers: Headers,
  status: number,
  searchParams: URLSearchParams,
  columns: Set<string>,
  table: string,
): Promise<Result> {
  if (prefer.return === "representation") {
    const returning = selectList(searchParams.get("select"), columns, table);
    const sql = `with _w as (${statement} returning ${returning}) select coalesce(json_agg(_w), '[]'::json) as rows from _w`;
    const rows = (await client.query(sql, params)).rows[0].rows;
    return singularOrList(rows, headers, status, { "preference-applied": "return=representation" });
  }
  await client.query(statement, params);
  // PostgREST: insert -> 201 with an empty body, update/delete -> 204
  return { status: status === 201 ? 201 : 204, body: undefined, headers: { "content-range": "*/*" } };
}

/**
 * The rows as a JSON array, or as the one object when the client asked for that (Accept:
 * application/vnd.pgrst.object+json; 406 PGRST116 unless there is exactly one row).
 */
export function singularOrList(
  rows: unknown[],
  headers: Headers,
  status: number,
  extraHeaders: Record<string, string>,
): Result {
  if (wantsObject(headers["accept"])) {
    if (rows.length !== 1) throw errors.notSingular(rows.length);
    return {
      status,
      body: rows[0],
      headers: { ...extraHeaders, "content-type": "application/vnd.pgrst.object+json; charset=utf-8" },
    };
  }
  return { status, body: rows, headers: extraHeaders };
}
