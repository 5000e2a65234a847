import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { requireSupabaseEnv } from "./tools/build/check-env";

/** Modules the root layout needs on every page (their dependencies, React and React Router, come along). */
const SHELL_MODULES =
  /src\/(components\/ui\/(Button|Container|cx|Icon|Picture|Section|deferred|useHydrated)\.tsx?|components\/ui\/icons\/(shape|menu|close|chevron-down|arrow-right|check|play)\.ts|components\/layout\/(Logo|section-ids)\.tsx?|lib\/(seo|consent|routes)\.ts|content\/(site|behaviour)\.ts|components\/home\/motion\.ts)$/;

/** Helpers every page loads anyway (Vite's dynamic-import helper, react-dom's shared part): no file of their own. */
const SHELL_HELPERS = /(vite\/preload-helper|node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), requireSupabaseEnv()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // No Vite preload helper around dynamic imports (0.8 KB on every page): React Router preloads route modules
    // itself, and the lazily loaded parts (menus, footer, home sections) depend only on what the shell has loaded.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React Router and the small modules every page loads with the shell (buttons, shell icons,
            // config, consent, SEO helper) as one chunk instead of a dozen tiny ones: measured +3 to +4 Lighthouse
            // points, since every preloaded file sits on the critical path of first paint on a slow connection.
            { name: "shell", test: (id: string) => SHELL_MODULES.test(id) || SHELL_HELPERS.test(id) },
          ],
        },
      },
    },
  },
});
