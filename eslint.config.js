import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Code shared with the Edge Function is imported by name (package.json "imports"), the same from every folder. */
const sharedByName = { group: ["**/supabase/functions/_shared/*"], message: "import shared code as #shared/<file>.ts" };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".local/", "test-results/", "supabase/functions/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "19" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      // an HTML attribute React 19 passes through and types, not yet in the plugin's list
      "react/no-unknown-property": ["error", { ignore: ["blocking"] }],
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Imports run one way: routes → components → lib → content → #shared (supabase/functions/_shared, shared with the
  // Edge Function). Shared code is imported by that name, never by a path into supabase/. Tests may reach across to
  // check a rule end to end.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: [sharedByName] }] },
  },
  {
    files: ["src/content/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            sharedByName,
            {
              group: ["~/lib/*", "~/components/*", "~/routes/*", "**/lib/*", "**/components/*", "**/routes/*"],
              message: "content imports nothing above it",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            sharedByName,
            {
              group: ["~/components/*", "~/routes/*", "**/components/*", "**/routes/*"],
              message: "lib imports only content",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            sharedByName,
            { group: ["~/routes/*", "**/routes/*"], message: "components do not import routes" },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS, for tools that load their config with require() (lighthouserc.cjs for Lighthouse CI).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
