// PostgREST's error contract: a body {code, message, details, hint} and the HTTP status PostgREST derives from the
// SQLSTATE (https://postgrest.org/en/stable/references/errors.html). Stand-in code, kept to what the product uses.
import type { DatabaseError } from "pg";

export type ErrorBody = { code: string; message: string; details: string | null; hint: string | null };

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(
    status: number,
    {
      code,
      message,
      details = null,
      hint = null,
    }: { code: string; message: string; details?: string | null; hint?: string | null },
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details, hint };
  }
}

/**
 * HTTP status for a PostgreSQL error, as PostgREST maps it. `anonymous`: the request ran as the anon role.
 * @param code the SQLSTATE
 */
function statusForSqlState(code: string | undefined, { anonymous }: { anonymous: boolean }): number {
  if (!code) return 500;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2)); // RAISE ... USING ERRCODE = 'PT429' -> 429
  switch (code) {
    case "42501":
      return anonymous ? 401 : 403; // insufficient_privilege, also RLS "new row violates ..."
    case "23503":
      return 409; // foreign_key_violation
    case "23505":
      return 409; // unique_violation
    case "25006":
      return 405; // read_only_sql_transaction
    case "42883":
      return 404; // undefined_function
    case "42P01":
      return 404; // undefined_table
    case "42P17":
      return 500; // infinite_recursion
    case "53400":
      return 500; // configuration_limit_exceeded
    case "P0001":
      return 400; // raise_exception
    case "57014":
      return 504; // query_canceled (statement timeout)
  }
  switch (code.slice(0, 2)) {
    case "08":
      return 503; // connection exceptions
    case "09":
      return 500;
    case "0L":
    case "0P":
      return 403; // invalid_grantor, invalid_role_specification
    case "22":
    case "23":
      return 400; // data exception, integrity constraint (check, not null)
    case "25":
    case "2D":
    case "2F":
    case "3B":
    case "40":
    case "55":
    case "57":
    case "58":
    case "F0":
    case "HV":
    case "P0":
    case "XX":
    case "39":
    case "38":
      return 500;
    case "28":
      return 403; // invalid authorization
    case "42":
      return 400; // syntax error or access rule
    case "53":
      return 503; // insufficient resources
    case "54":
      return 413; // program limit exceeded
  }
  return 400;
}

/**
 * Converts an error of `pg` (or an ApiError) to {status, body}.
 */
export function toResponse(
  error: unknown,
  { anonymous = true }: { anonymous?: boolean } = {},
): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) return { status: error.status, body: error.body };
  const pgError = error as Partial<DatabaseError> | null | undefined;
  if (pgError && typeof pgError.code === "string" && pgError.severity) {
    return {
      status: statusForSqlState(pgError.code, { anonymous }),
      body: {
        code: pgError.code,
        message: String(pgError.message),
        details: pgError.detail ?? null,
        hint: pgError.hint ?? null,
      },
    };
  }
  return {
    status: 500,
    body: {
      code: "PGRST000",
      message: "Internal gateway error",
      details: String(pgError?.message ?? error),
      hint: null,
    },
  };
}

export const errors = {
  noApiKey: () =>
    new ApiError(401, {
      code: "PGRST302",
      message: "No API key found in request",
      hint: "Send the anon or service_role key in the apikey header.",
    }),
  badJwt: (reason: string) => new ApiError(401, { code: "PGRST301", message: "Invalid JWT", details: reason }),
  badRole: (role: string) => new ApiError(401, { code: "PGRST301", message: `JWT role "${role}" is not allowed` }),
  invalidJson: (reason: string) =>
    new ApiError(400, { code: "PGRST102", message: "Empty or invalid json", details: reason }),
  tooLarge: (limit: number) =>
    new ApiError(413, { code: "PGRST413", message: "Request body too large", details: `The limit is ${limit} bytes.` }),
  unknownTable: (schema: string, table: string) =>
    new ApiError(404, {
      code: "PGRST205",
      message: `Could not find the table '${schema}.${table}' in the schema cache`,
    }),
  unknownColumn: (column: string, table: string) =>
    new ApiError(400, {
      code: "PGRST204",
      message: `Could not find the '${column}' column of '${table}' in the schema cache`,
    }),
  badRequest: (message: string, details: string | null = null) =>
    new ApiError(400, { code: "PGRST100", message, details }),
  schemaNotExposed: (schema: string) =>
    new ApiError(406, {
      code: "PGRST106",
      message: `The schema '${schema}' is not exposed`,
      hint: "Only the following schemas are exposed: public",
    }),
  notSingular: (count: number) =>
    new ApiError(406, {
      code: "PGRST116",
      message: "JSON object requested, multiple (or no) rows returned",
      details: `The result contains ${count} rows`,
    }),
  methodNotAllowed: (method: string) =>
    new ApiError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${method}` }),
  unknownFunction: (schema: string, name: string, argNames: string[]) => {
    const args = [...argNames].sort().join(", ");
    return new ApiError(404, {
      code: "PGRST202",
      message: `Could not find the function ${schema}.${name}(${args}) in the schema cache`,
      details: `Searched for the function ${schema}.${name} with ${args ? `parameters ${args}` : "no parameters"}, but no matches were found in the schema cache.`,
    });
  },
  ambiguousFunction: (signatures: string[]) =>
    new ApiError(300, {
      code: "PGRST203",
      message: `Could not choose the best candidate function between: ${signatures.join(", ")}`,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    }),
  rpcMethod: (method: string) =>
    new ApiError(405, { code: "PGRST101", message: `The local gateway calls functions with POST only, not ${method}` }),
  notFound: (path: string) =>
    new ApiError(404, { code: "PGRST125", message: `Invalid path specified in request URL: ${path}` }),
};
