import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { requireSupabaseEnv } from "./tools/build/check-env.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), requireSupabaseEnv()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
  },
});
