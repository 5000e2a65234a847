// The PostgREST RPC part of the gateway (stand-in): POST /rest/v1/rpc/<function> with a JSON object of named
// arguments, as supabase-js `.rpc()` sends it, run inside the caller's transaction (see server.ts).
//
// Like PostgREST, the function and its parameters come from the schema cache (pg_proc), never from the request: the
// argument names must match one overload's parameters (else 404 PGRST202), and the body reaches the call as one JSON
// parameter that json_to_record turns into the declared types, so a value that does not fit is the database's error
// (e.g. 22P02 -> 400). The call uses named notation, leaving omitted parameters to their defaults:
//   select ... from json_to_record($1) as _a("p_id" uuid, ...), public."fn"("p_id" => _a."p_id", ...)
// Results: a scalar -> the JSON value; one composite row -> an object; setof / returns table -> an array (or one
// object with Accept: application/vnd.pgrst.object+json); void -> 204 without a body.
// Not supported (the product does not use them): GET calls, a single unnamed json parameter, Prefer params=...,
// filters and select on function results.
import { errors } from "./errors.ts";
import { singularOrList } from "./postgrest.ts";
import { exposedSchema } from "./schema-cache.ts";
import { quoteIdent } from "./sql.ts";

import type { ApiFunction, ApiParam, SchemaCache } from "./schema-cache.ts";
import type { IncomingHttpHeaders } from "node:http";
import type { PoolClient } from "pg";

/**
 * The SQL that calls `fn` with the arguments named in `argNames`, and the query's FROM items before the call.
 */
function callOf(fn: ApiFunction, argNames: string[]) {
  const params = fn.params.filter(
    (param): param is ApiParam & { name: string } => param.name !== null && argNames.includes(param.name),
  );
  const call = `${quoteIdent(exposedSchema)}.${quoteIdent(fn.name)}(${params
    .map((param) => `${param.variadic ? "variadic " : ""}${quoteIdent(param.name)} => _a.${quoteIdent(param.name)}`)
    .join(", ")})`;
  const args = params.length
    ? `json_to_record($1::json) as _a(${params.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(", ")})`
    : null;
  return { call, args };
}

/**
 * Runs one function call on `client` (inside the caller's transaction). Returns {status, body, headers}.
 */
export async function handleRpcRequest(
  client: PoolClient,
  cache: SchemaCache,
  { method, name, headers, body }: { method: string; name: string; headers: IncomingHttpHeaders; body: unknown },
): Promise<import("./postgrest.ts").Result> {
  if (method !== "POST") throw errors.rpcMethod(method);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw errors.invalidJson("The arguments must be a JSON object.");
  }
  const argNames = Object.keys(body);
  const fn = await cache.functionFor(name, argNames);
  const { call, args } = callOf(fn, argNames);
  const values = args ? [JSON.stringify(body)] : [];
  const from = args ? ` from ${args}` : "";

  if (fn.returns === "void") {
    await client.query(`select ${call}${from}`, values);
    return { status: 204, body: undefined, headers: {} };
  }
  if (fn.returns === "scalar") {
    const { rows } = await client.query(`select to_json(${call}) as result${from}`, values);
    return { status: 200, body: rows[0].result, headers: {} };
  }
  const sql = `select coalesce(json_agg(_r), '[]'::json) as rows from ${args ? `${args}, ` : ""}${call} _r`;
  const { rows } = await client.query(sql, values);
  const result = rows[0].rows;
  if (fn.returns === "row") return { status: 200, body: result[0] ?? null, headers: {} };
  const range = result.length ? `0-${result.length - 1}/*` : "*/*";
  return singularOrList(result, headers, 200, { "content-range": range });
}
