// From "knip/config": tsconfig's baseUrl would resolve a bare "knip" to this file.
import { defineConfig } from "knip/config";

/**
 * Dead code and unused dependencies of the website and its Node tools (`npm run lint` runs it after ESLint).
 * The React Router, Vite, Vitest, Playwright and ESLint plugins find their own entries (react-router.config.ts,
 * src/routes.ts with every route module, src/root.tsx, the configs, *.test.* and e2e specs); package.json's scripts
 * name the tools they run. The Edge Function (supabase/functions/contact-autoreply) is Deno code with its own import
 * map and tests (`npm run test:deno`) and is not part of this project; supabase/functions/_shared is, as far as the
 * site reads it.
 */
export default defineConfig({
  entry: [
    // Run by Deno from package.json (`check:launch`), which knip does not read as a script of its own.
    "tools/launch/check-launch.ts",
    // root.tsx links the stylesheet as `./app.css?url`, which knip does not follow; its @imports name Tailwind.
    "src/app.css",
    // Generators run by hand after a design change (their outputs are committed).
    "tools/assets/home-images.mjs",
    "tools/assets/make-icons.mjs",
    "tools/assets/service-illustrations.ts",
    // Started by tools/local-stack/cli.mjs as a child process, or loaded by name in tools/local-stack/components.mjs.
    "tools/local-stack/daemon.mjs",
    "tools/local-stack/{functions,mail-catcher,net-worker}.mjs",
    // A measurement run by hand (node tools/local-stack/measure-burst.mjs).
    "tools/local-stack/measure-burst.mjs",
  ],
  // The contract suite's config is run by tools/test/contract.sh, a shell script knip does not read.
  vitest: { config: ["vitest.config.ts", "vitest.contract.config.ts"] },
  project: ["*.ts", "src/**/*.{ts,tsx,css}", "tests/**/*.ts", "tools/**/*.{ts,mjs}", "supabase/functions/_shared/*.ts"],
  ignore: [
    // Deno's tests of the shared modules, run by `npm run test:deno`.
    "supabase/functions/_shared/*_test.ts",
    // Modules of _shared written for the Edge Function alone (mail footer identity, HTML escaping, constant-time
    // comparison); the site imports none of them (claims.test.ts reads the mails' business identity at run time).
    "supabase/functions/_shared/{business,constant-time,escape}.ts",
  ],
  ignoreIssues: {
    // Printed by `supabase gen types` (npm run db:types): its helper types come with it, used or not.
    "supabase/functions/_shared/database.types.ts": ["exports", "types"],
  },
  // An export of _shared tagged @edgeFunction is read by the Edge Function, which knip does not analyse.
  tags: ["-edgeFunction"],
  ignoreBinaries: [
    // Debian's programs, installed by tools/setup/install-system.sh (or the machine image), not by npm.
    "java",
    "openssl",
    "pg_prove",
    "runuser",
  ],
  ignoreDependencies: [
    // The Supabase CLI, run as node_modules/.bin/supabase by tools/local-stack/supabase-cli.mjs.
    "supabase",
    // The Nu HTML Checker's jar, run with java by tests/e2e/site-integrity.spec.ts.
    "vnu-jar",
  ],
  compilers: {
    // Tailwind and the stylesheets come in through CSS @import, which knip reads only through this.
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, name]) => `import "${name}";`).join("\n"),
  },
});
