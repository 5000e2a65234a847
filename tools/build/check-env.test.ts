import { describe, expect, it } from "vitest";
import { LOCAL_DEMO_ANON_KEY, LOCAL_SUPABASE_URL } from "../../src/lib/supabase-config";
import { requireSupabaseEnv, supabaseEnvError, supabaseEnvProblems } from "./check-env";

const hosted = "https://abcdefghijklmnop.supabase.co";
const hostedKey = "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature";

describe("supabaseEnvProblems", () => {
  it("refuses a build without VITE_SUPABASE_URL", () => {
    expect(supabaseEnvProblems({})).toEqual(["VITE_SUPABASE_URL is not set."]);
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: "  ", VITE_SUPABASE_ANON_KEY: hostedKey })).toEqual([
      "VITE_SUPABASE_URL is not set.",
    ]);
  });

  it("refuses something that is not an http(s) URL", () => {
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: "abcdefghijklmnop.supabase.co" })[0]).toMatch(/not a URL/);
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: "ftp://example.com" })[0]).toMatch(/must start with https/);
  });

  it("accepts the local stack with the demo key as default (npm test, start command)", () => {
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: LOCAL_SUPABASE_URL })).toEqual([]);
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: "http://127.0.0.1:55421" })).toEqual([]);
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: "http://localhost:54321" })).toEqual([]);
  });

  it("needs the project's own anon key for a hosted URL", () => {
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: hosted })).toEqual([
      `VITE_SUPABASE_ANON_KEY is not set (needed for ${hosted}).`,
    ]);
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: LOCAL_DEMO_ANON_KEY })[0]).toMatch(
      /local demo key/,
    );
    expect(supabaseEnvProblems({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: hostedKey })).toEqual([]);
  });
});

describe("requireSupabaseEnv", () => {
  const plugin = requireSupabaseEnv();
  /** Resolves the config with `env`, then starts bundling (where the check runs). */
  const resolve = (env: Record<string, string>) => {
    (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env });
    (plugin.buildStart as () => void)();
  };

  it("does not check while only the config is resolved (react-router typegen)", () => {
    expect(() => (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env: {} })).not.toThrow();
  });

  it("runs for builds only, so `npm run dev` keeps its local default", () => {
    expect(plugin.apply).toBe("build");
  });

  it("stops the build with a message that names the variables and how to set them", () => {
    expect(() => resolve({ MODE: "production" })).toThrow(supabaseEnvError(["VITE_SUPABASE_URL is not set."]));
    expect(supabaseEnvError(["x"])).toMatch(/VITE_SUPABASE_URL=https:\/\/<project>\.supabase\.co VITE_SUPABASE_ANON_KEY=/);
    expect(() => resolve({ VITE_SUPABASE_URL: hosted, VITE_SUPABASE_ANON_KEY: hostedKey })).not.toThrow();
  });
});
