/**
 * Edge Function contact-autoreply: called by the AFTER INSERT trigger on public.contact_submissions (through pg_net)
 * and by the retry job, with {"submission_id": "<uuid>"} and the shared secret from Vault. Sends the automatic reply
 * to the prospect and the lead notice to the owner through Resend and records each outcome in
 * public.contact_deliveries. GET …/contact-autoreply/health answers "ok" (200) or "gestört" (503) for an uptime
 * monitor.
 */
import { readMailConfig } from "./config.ts";
import { createHandler } from "./handler.ts";
import { createHealthCheck, isHealthRequest, supabaseMailHealth } from "./health.ts";
import { consoleLogger } from "./log.ts";
import { resendSender } from "./mail-sender.ts";
import { supabaseDeliveryStore } from "./supabase-store.ts";

const env = (name: string) => Deno.env.get(name);

const supabaseUrl = env("SUPABASE_URL");
const serviceRoleKey = env("SUPABASE_SERVICE_ROLE_KEY");
if (!supabaseUrl || !serviceRoleKey) {
  consoleLogger.error(
    "SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set (Supabase sets both for deployed functions)",
  );
}

const config = readMailConfig(env);
if (!config.ok) {
  consoleLogger.error(`missing configuration: ${config.missing.join(", ")}; mails stay pending until it is set`);
}

const handleMail = createHandler({
  secret: env("CONTACT_AUTOREPLY_SECRET"),
  config,
  store: supabaseDeliveryStore(supabaseUrl ?? "http://missing-supabase-url.invalid", serviceRoleKey ?? "missing"),
  sender: (c) => resendSender({ apiKey: c.resendApiKey, baseUrl: c.resendBaseUrl }),
  log: consoleLogger,
});
const handleHealth = createHealthCheck(
  supabaseMailHealth(supabaseUrl ?? "http://missing-supabase-url.invalid", serviceRoleKey ?? "missing"),
);

Deno.serve((request) => isHealthRequest(request) ? handleHealth(request) : handleMail(request));
