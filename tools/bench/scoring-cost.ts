// What the spam scoring costs in the database, for the botnet benchmark (botnet.ts), on its throwaway stack only:
//   - the scoring time of each stored lead, timed one by one inside Postgres;
//   - the scoring functions' own statistics (pg_stat_user_functions), which count every call the insert trigger made;
//   - the size of the spam model's and the contact intake's tables;
//   - a switch between the spam rules as migrated (with the text model) and the rules before the model.
// Every statement here changes only the benchmark's own database (it sets track_functions for the whole cluster).
import pg from "pg";

/**
 * The spam rules the text model brought or turned off, as they were before it (git show 9f68c32^: the model's rules
 * `text_model` and `shapes` did not exist, `english` and `spam_phrases` had weight 1). Without the model is these
 * weights; with it is whatever the migrations set now.
 */
export const RULES_WITHOUT_MODEL: Record<string, number> = { text_model: 0, shapes: 0, english: 1, spam_phrases: 1 };

/** The spam-rule weights as migrated, to put back after a measurement without the model. */
export type RuleWeights = Record<string, number>;

/** The weights the migrations gave the rules that differ between the two modes. */
export async function migratedRuleWeights(db: pg.Client): Promise<RuleWeights> {
  const { rows } = await db.query(
    "select rule, weight::float8 as weight from private.contact_spam_rules where rule = any($1)",
    [Object.keys(RULES_WITHOUT_MODEL)],
  );
  return Object.fromEntries(rows.map((row) => [String(row.rule), Number(row.weight)]));
}

/** Scores leads with the text model (the weights as migrated) or with the rules from before it. */
export async function setSpamModel(db: pg.Client, withModel: boolean, migrated: RuleWeights) {
  const weights = withModel ? migrated : RULES_WITHOUT_MODEL;
  for (const [rule, weight] of Object.entries(weights)) {
    await db.query("update private.contact_spam_rules set weight = $2 where rule = $1", [rule, weight]);
  }
}

/** The functions whose calls the report shows: the score, its tokeniser, and the insert trigger that calls the score. */
export const SCORING_FUNCTIONS = [
  "private.contact_spam_assessment(text,text,jsonb)",
  "private.spam_tokens(text,text)",
  "private.assess_contact_submission()",
] as const;

/** Calls and time (ms, with and without the functions it calls) of a function so far. */
export type FunctionCount = { calls: number; totalMs: number; selfMs: number };

/**
 * Makes Postgres count the calls and time of PL/pgSQL functions (track_functions = 'pl'), for every session, the
 * gateway's open connections included: ALTER SYSTEM and a reload, which each backend applies before its next
 * statement. Returns the setting as this session then sees it.
 */
export async function countFunctionCalls(db: pg.Client): Promise<string> {
  await db.query("alter system set track_functions = 'pl'");
  await db.query("select pg_reload_conf()");
  await db.query("select pg_sleep(0.2)"); // the reload is a signal: this session applies it between statements
  const { rows } = await db.query("show track_functions");
  return String(rows[0]?.track_functions);
}

/**
 * The counts of SCORING_FUNCTIONS so far. A backend reports its counts at the end of a transaction, at most once a
 * second, and else within 10 s of becoming idle: read them some seconds after the calls.
 */
export async function functionCounts(db: pg.Client): Promise<Record<string, FunctionCount>> {
  const { rows } = await db.query(
    `select f.name, coalesce(s.calls, 0)::float8 as calls, coalesce(s.total_time, 0)::float8 as total,
            coalesce(s.self_time, 0)::float8 as self
       from unnest($1::text[]) f(name)
       left join pg_stat_user_functions s on s.funcid = f.name::regprocedure`,
    [SCORING_FUNCTIONS],
  );
  return Object.fromEntries(
    rows.map((row) => [String(row.name), { calls: row.calls, totalMs: row.total, selfMs: row.self }]),
  );
}

/** The counts between two readings of functionCounts. */
export function countsBetween(before: Record<string, FunctionCount>, after: Record<string, FunctionCount>) {
  return Object.fromEntries(
    Object.entries(after).map(([name, count]) => {
      const earlier = before[name] ?? { calls: 0, totalMs: 0, selfMs: 0 };
      return [
        name,
        {
          calls: count.calls - earlier.calls,
          totalMs: count.totalMs - earlier.totalMs,
          selfMs: count.selfMs - earlier.selfMs,
        },
      ];
    }),
  );
}

/** The signals the timing passes with every lead: an API insert from a browser that took 20 s to fill the form. */
export const TIMING_SIGNALS = { api: true, form_ms: 20_000 };

/**
 * How long private.contact_spam_assessment takes for each lead stored since `since` (ms, in the order stored), timed
 * inside Postgres with clock_timestamp() around each call, one after the other, in one DO block. The insert's own
 * signals are not stored, so every lead gets TIMING_SIGNALS (they steer only rules that read no text). One call
 * before the timed ones warms the plans, as in the gateway's long-lived connections.
 */
export async function scoringTimes(db: pg.Client, since: Date): Promise<number[]> {
  const signals = pg.escapeLiteral(JSON.stringify(TIMING_SIGNALS));
  await db.query("create temp table if not exists bench_scoring_ms (n bigint, ms float8)");
  await db.query("truncate bench_scoring_ms");
  await db.query(`
    do $timing$
    declare
      lead record;
      started timestamptz;
      assessed record;
    begin
      select * into assessed from private.contact_spam_assessment('Anna Muster', 'Guten Tag, bitte um ein Angebot.', ${signals});
      for lead in select row_number() over (order by s.created_at, s.id) as n, s.name, s.nachricht
                    from public.contact_submissions s
                   where s.created_at >= ${pg.escapeLiteral(since.toISOString())}::timestamptz
                   order by 1 loop
        started := clock_timestamp();
        select * into assessed from private.contact_spam_assessment(lead.name, lead.nachricht, ${signals});
        insert into bench_scoring_ms values (lead.n, extract(epoch from clock_timestamp() - started) * 1000);
      end loop;
    end
    $timing$`);
  const { rows } = await db.query("select ms from bench_scoring_ms order by n");
  return rows.map((row) => Number(row.ms));
}

/** The spam model's tables and the contact intake's and delivery's tables that grow with the leads. */
const COST_TABLES = [
  "private.spam_model_weights",
  "private.spam_model_documents",
  "public.contact_submissions",
  "public.contact_deliveries",
  "private.contact_reply_shares",
  "private.contact_function_calls",
  "private.contact_client_submissions",
  "private.contact_spent_challenges",
];

/** Rows and pg_total_relation_size (table, indexes, TOAST) of each table of COST_TABLES that exists. */
export async function tableSizes(db: pg.Client) {
  const sizes: { table: string; rows: number; bytes: number; pretty: string }[] = [];
  for (const table of COST_TABLES) {
    const {
      rows: [found],
    } = await db.query("select to_regclass($1) is not null as found", [table]);
    if (!found?.found) continue;
    const {
      rows: [row],
    } = await db.query(
      `select (select count(*) from ${table})::float8 as rows, pg_total_relation_size($1::regclass)::float8 as bytes,
              pg_size_pretty(pg_total_relation_size($1::regclass)) as pretty`,
      [table],
    );
    sizes.push({ table, rows: Number(row.rows), bytes: Number(row.bytes), pretty: String(row.pretty) });
  }
  return sizes;
}
