// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keys } from "../../tools/local-stack/index.ts";
import { LOCAL_DEMO_ANON_KEY, LOCAL_SUPABASE_URL, isLocalUrl, supabaseConfig } from "./supabase-config";

describe("supabaseConfig", () => {
  it("defaults to the local stack, with the key the local stack accepts", () => {
    expect(supabaseConfig({})).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_DEMO_ANON_KEY });
    expect(LOCAL_DEMO_ANON_KEY).toBe(keys.anonKey);
    expect(LOCAL_SUPABASE_URL).toBe("http://127.0.0.1:54321");
  });

  it("uses the build's values when set", () => {
    expect(supabaseConfig({ VITE_SUPABASE_URL: " https://x.supabase.co ", VITE_SUPABASE_ANON_KEY: "key" })).toEqual({
      url: "https://x.supabase.co",
      anonKey: "key",
    });
  });

  it("tells addresses of this machine from hosted ones", () => {
    expect(isLocalUrl("http://127.0.0.1:55421")).toBe(true);
    expect(isLocalUrl("http://localhost:54321")).toBe(true);
    expect(isLocalUrl("https://x.supabase.co")).toBe(false);
    expect(isLocalUrl("not a url")).toBe(false);
  });
});
