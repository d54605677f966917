import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Which folder may not import which: each zone forbids `target` files to import from `from`. */
export const layerBoundaries = [
  { target: "./app/!(routes)/**", from: "./app/routes", message: "Only the route table imports routes." },
  {
    target: "./app/{blocks,ui,shell}/**",
    from: "./app/features",
    message: "Screens use blocks, ui and shell, not the other way round.",
  },
  { target: "./app/ui/**", from: "./app/blocks", message: "ui holds domain-free primitives." },
  { target: "./server/**", from: "./app", message: "The server never imports the app." },
  {
    target: "./model/**",
    from: ["./app", "./server", "./scripts", "./tooling"],
    message: "model holds the domain rules only.",
  },
];

/** Tests may use tooling (an import-graph walk); the site's own code may not. */
const toolingBoundary = {
  target: ["./app/**", "./server/**"],
  from: "./tooling",
  message: "tooling is for build and measurement scripts.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-staging/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info", "log"] }],
    },
  },
  {
    // The layers import downwards only: routes → features → blocks, ui, data, shell → model.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js"], tsconfig: { configFile: "./tsconfig.json" } }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...layerBoundaries, toolingBoundary] }] },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerBoundaries }] },
  },
  {
    // Inside app/, another folder of app/ is imported through the ~ alias, and the repository's other
    // top folders through package.json's imports (#model/...), not by climbing with ../.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(blocks|data|features|routes|shell|styles|ui|root|site-config)(/|$)",
              message: "Import app/ modules through the ~ alias (~/ui/button).",
            },
            {
              regex: "^(\\.\\./)+(model|content|server|tests)/",
              message:
                "Import the other top folders through package.json's imports (#model/..., #content/..., #server/..., #tests/...).",
            },
          ],
        },
      ],
    },
  },
  {
    // Server, scripts and tests run in Node only.
    files: ["server/**", "scripts/**", "tests/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call their own `use`, which is not a React hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
