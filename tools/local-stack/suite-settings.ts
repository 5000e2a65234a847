// Settings for the contract and end-to-end suites. They send hundreds of leads within minutes from one mail domain
// (example.de); with the product's defaults the reply budget, the per-domain limit, attack mode and the rising proof
// difficulty would take over after the first few dozen and every later test would meet a besieged site. The suites
// that test those mechanisms set them back for their own scope (tests/contract/under-attack.test.ts, pgTAP).
import pg from "pg";

/** The values the suites run with; restore them after a test that changes one. */
export const SUITE_SETTINGS = Object.freeze({
  reply_budget_per_hour: 100_000,
  reply_domain_max_per_hour: 100_000,
  attack_threshold: 100_000,
  attack_reply_max: 100_000,
  proof_level_thresholds: [100_000, 100_001],
});

/**
 * Applies SUITE_SETTINGS to a stack's database.
 */
export async function applySuiteSettings(dbUrl: string) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `update private.contact_delivery_settings
          set reply_budget_per_hour = $1, reply_domain_max_per_hour = $2, attack_threshold = $3, attack_reply_max = $4`,
      [
        SUITE_SETTINGS.reply_budget_per_hour,
        SUITE_SETTINGS.reply_domain_max_per_hour,
        SUITE_SETTINGS.attack_threshold,
        SUITE_SETTINGS.attack_reply_max,
      ],
    );
    await db.query("update private.contact_submission_settings set proof_level_thresholds = $1", [
      SUITE_SETTINGS.proof_level_thresholds,
    ]);
  } finally {
    await db.end();
  }
}
