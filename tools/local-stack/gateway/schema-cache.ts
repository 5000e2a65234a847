// The gateway's schema cache, like PostgREST's: tables and views of the exposed schema with their columns, the
// functions callable under /rpc with their input parameters and result shape, and the API roles' settings.
// PostgREST reloads on NOTIFY; this stand-in reloads when a request names something it does not know, at most once a
// second (tests create tables and functions on the fly).
import { errors } from "./errors.ts";
import type { Pool } from "pg";

export const exposedSchema = "public";

const reloadAfterMs = 1000;

/**
 * Functions of the schema (not procedures or aggregates) with their input parameters (IN, INOUT, VARIADIC) in order.
 * `returns`: "set" (setof / returns table), "row" (one composite), "void", or "scalar".
 */
const functionsQuery = `
  select p.proname as name,
         case when p.proretset then 'set'
              when p.prorettype = 'void'::regtype then 'void'
              when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'row'
              else 'scalar' end as returns,
         p.pronargdefaults as defaults,
         coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null), 'variadic', a.mode = 'v') order by a.ord)
                    filter (where a.ord is not null), '[]') as params
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
    left join lateral unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes)
           with ordinality as a(type, name, mode, ord) on coalesce(a.mode, 'i') in ('i', 'b', 'v')
   where n.nspname = $1 and p.prokind = 'f'
   group by p.oid, t.typtype`;

export type ApiParam = { name: string | null; type: string; variadic: boolean };
export type ApiFunction = {
  name: string;
  returns: "set" | "row" | "void" | "scalar";
  defaults: number;
  params: ApiParam[];
};
/** The type's name and its pg_type.typcategory. */
export type ColumnType = { type: string; category: string };

/**
 * PostgREST's overload choice: every argument names a parameter, and every parameter without a default is given.
 */
function accepts(fn: ApiFunction, argNames: string[]) {
  const names = fn.params.map((param) => param.name);
  const required = names.slice(0, names.length - fn.defaults);
  return argNames.every((arg) => names.includes(arg)) && required.every((name) => name && argNames.includes(name));
}

const signature = (fn: ApiFunction) =>
  `${exposedSchema}.${fn.name}(${fn.params.map((p) => `${p.name ?? ""} => ${p.type}`).join(", ")})`;

export class SchemaCache {
  readonly pool: Pool;
  /** table name -> its column names */
  tables = new Map<string, Set<string>>();
  /** table name -> column -> its type */
  columnTypes = new Map<string, Map<string, ColumnType>>();
  /** function name -> its overloads */
  functions = new Map<string, ApiFunction[]>();
  /** role -> [name, value] pairs (ALTER ROLE ... SET, applied like PostgREST 12) */
  roleSettings = new Map<string, [string, string][]>();
  loadedAt = 0;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  async load() {
    const tables = await this.pool.query(
      `select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns,
              json_object_agg(a.attname, json_build_object('type', format_type(a.atttypid, null), 'category', t.typcategory))
                as types
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
        group by c.relname`,
      [exposedSchema],
    );
    this.tables = new Map(tables.rows.map((row) => [row.table, new Set(row.columns)]));
    this.columnTypes = new Map(tables.rows.map((row) => [row.table, new Map(Object.entries(row.types))]));
    const functions = await this.pool.query(functionsQuery, [exposedSchema]);
    this.functions = new Map();
    for (const fn of functions.rows) this.functions.set(fn.name, [...(this.functions.get(fn.name) ?? []), fn]);
    const settings = await this.pool.query(
      `select r.rolname, s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
        where s.setdatabase = 0 or s.setdatabase = (select oid from pg_database where datname = current_database())`,
    );
    this.roleSettings = new Map(
      settings.rows.map((row) => [
        row.rolname,
        row.setconfig.map((entry: string) => entry.split(/=(.*)/s).slice(0, 2)),
      ]),
    );
    this.loadedAt = Date.now();
  }

  async reloadIfStale() {
    if (Date.now() - this.loadedAt > reloadAfterMs) await this.load();
  }

  /**
   * The column names of a table of the exposed schema; 404 PGRST205 when there is no such table.
   */
  async columnsOf(table: string) {
    if (!this.tables.has(table)) await this.reloadIfStale();
    const columns = this.tables.get(table);
    if (!columns) throw errors.unknownTable(exposedSchema, table);
    return columns;
  }

  /**
   * Column -> { type, category } of a table (after columnsOf has found it).
   */
  typesOf(table: string) {
    return this.columnTypes.get(table) ?? new Map();
  }

  /**
   * The one function `name` that takes exactly these named arguments; 404 PGRST202 or 300 PGRST203 otherwise.
   */
  async functionFor(name: string, argNames: string[]): Promise<ApiFunction> {
    const candidates = () => (this.functions.get(name) ?? []).filter((fn) => accepts(fn, argNames));
    if (candidates().length === 0) await this.reloadIfStale();
    const [fn, ...others] = candidates();
    if (!fn) throw errors.unknownFunction(exposedSchema, name, argNames);
    if (others.length) throw errors.ambiguousFunction([fn, ...others].map(signature));
    return fn;
  }
}
