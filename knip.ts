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
    // root.tsx links the stylesheet as `./app.css?url`, which knip does not follow; its @imports name Tailwind. The `!`
    // makes it an entry of `knip --production` as well.
    "src/app.css!",
    // Generators run by hand after a design change (their outputs are committed): npx tsx tools/assets/<name>.ts
    "tools/assets/{home-images,make-icons,service-illustrations,og-image}.ts",
    // Lighthouse CI, run by hand on a build: npx tsx tools/audit/lhci.ts
    "tools/audit/lhci.ts",
    // Started by tools/local-stack/cli.ts as a child process, or loaded by name in tools/local-stack/components.ts.
    "tools/local-stack/daemon.ts",
    "tools/local-stack/{functions,mail-catcher,net-worker}.ts",
    // The benchmarks, loaded by name by tools/bench/run.ts (`npm run bench -- <name>`).
    "tools/bench/{gateway,flood,measure-burst,solve-time,botnet,real-load}.ts",
  ],
  // The contract suite's config is run by tools/test/contract.sh, a shell script knip does not read.
  vitest: { config: ["vitest.config.ts", "vitest.contract.config.ts"] },
  // `!` marks what `knip --production` reads: the site and the modules of _shared it imports.
  project: ["*.ts", "src/**/*.{ts,tsx,css}!", "tests/**/*.ts", "tools/**/*.ts", "supabase/functions/_shared/*.ts!"],
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
    // A development dependency on purpose: `npm start` runs the local stack and a local server, never production
    // (the site ships as static files), so `knip --production` need not find it among the dependencies. The `!` limits
    // the entry to production mode (the default mode finds tsx among the development dependencies).
    "tsx!",
    // Debian's programs, installed by tools/setup/install-system.sh (or the machine image), not by npm.
    "java",
    "openssl",
    "pg_prove",
    "runuser",
  ],
  ignoreDependencies: [
    // The Supabase CLI, run as node_modules/.bin/supabase by tools/local-stack/supabase-cli.ts.
    "supabase",
    // The Nu HTML Checker's jar, run with java by tests/e2e/site-integrity.spec.ts.
    "vnu-jar",
  ],
  compilers: {
    // Tailwind and the stylesheets come in through CSS @import, which knip reads only through this; a url() that names
    // a package (the font files of @fontsource-variable/inter) is an import of that package as well.
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']|url\(\s*["']?(@?[a-z][\w.-]*(?:\/[^"'):\s]+)+)/g)]
        .map(([, imported, url]) => `import "${imported ?? url}";`)
        .join("\n"),
  },
});
