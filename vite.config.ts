import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { requireSupabaseEnv } from "./tools/build/check-env.ts";
import { interFallbackFacesPlugin } from "./tools/fonts/inter-fallback-faces.ts";

export default defineConfig({
  // The fallback faces go into app.css before Tailwind reads it.
  plugins: [interFallbackFacesPlugin(), tailwindcss(), reactRouter(), requireSupabaseEnv()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The site's own modules that two or more routes share travel as one chunk instead of a dozen sub-kilobyte
        // files, each of which costs a request and a task of its own while the page loads.
        codeSplitting: { groups: [{ name: "shared", test: /\/src\//, minShareCount: 2 }] },
      },
    },
  },
});
