/**
 * Fails a build that would ship a dead contact form: the browser bundle gets the Supabase address and anon key at
 * build time (import.meta.env), so they must be set when building. Only `npm run dev` falls back to the local stack.
 *
 * Rules: VITE_SUPABASE_URL must be an http(s) URL. A URL of this machine (the local stack: npm test, the start
 * command) may use the local demo key; any other URL needs its own VITE_SUPABASE_ANON_KEY, and never the demo key.
 */
import type { Plugin } from "vite";
import { LOCAL_DEMO_ANON_KEY, isLocalUrl, type SupabaseEnv } from "../../src/lib/supabase-config.ts";

/** What is wrong with the build's Supabase settings; empty when the build may go on. */
export function supabaseEnvProblems(env: SupabaseEnv): string[] {
  const url = env.VITE_SUPABASE_URL?.trim() ?? "";
  const key = env.VITE_SUPABASE_ANON_KEY?.trim() ?? "";
  if (!url) return ["VITE_SUPABASE_URL is not set."];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [`VITE_SUPABASE_URL is not a URL: ${JSON.stringify(url)}.`];
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return [`VITE_SUPABASE_URL must start with https:// (or http:// for the local stack): ${JSON.stringify(url)}.`];
  }
  if (isLocalUrl(url)) return [];
  if (!key) return [`VITE_SUPABASE_ANON_KEY is not set (needed for ${parsed.origin}).`];
  if (key === LOCAL_DEMO_ANON_KEY) {
    return [`VITE_SUPABASE_ANON_KEY is the local demo key, which ${parsed.origin} does not accept.`];
  }
  return [];
}

export function supabaseEnvError(problems: readonly string[]): string {
  return [
    "The contact form has no backend configuration, so this build would ship a form that cannot send:",
    ...problems.map((problem) => `  - ${problem}`),
    "Set the project's values (Supabase dashboard > Project Settings > API) when building, e.g.",
    "  VITE_SUPABASE_URL=https://<project>.supabase.co VITE_SUPABASE_ANON_KEY=<anon key> npm run build",
    "or, for a build against the local stack (`npm run stack -- start`):",
    "  VITE_SUPABASE_URL=http://127.0.0.1:54321 npm run build",
  ].join("\n");
}

/** Vite plugin: stops every build (not the dev server) whose Supabase settings have a problem. */
export function requireSupabaseEnv(): Plugin {
  let env: SupabaseEnv = {};
  return {
    name: "require-supabase-env",
    apply: "build",
    // Checked when bundling starts, not when the config is resolved: `react-router typegen` resolves the same config
    // without building anything and must not need the settings.
    configResolved(config) {
      env = config.env as SupabaseEnv;
    },
    buildStart() {
      const problems = supabaseEnvProblems(env);
      if (problems.length > 0) throw new Error(supabaseEnvError(problems));
    },
  };
}
