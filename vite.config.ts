import { existsSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { readBuildEnv } from "./model/security/env.ts";
import { SCRIPT_MARKER_VARIABLE } from "./model/security/own-scripts.ts";
import { APP_SCRIPTS_ID, MENU_ID, SEARCH_ID, SEARCH_ISLAND, SEARCH_TRIGGER_ID } from "./app/shell/shell-ids.ts";
import { type ShellScriptOptions, shellScript } from "./app/shell/shell-script.ts";
import { HASH_SCROLL_DELAY_MS, hashId } from "./app/ui/hash-target.ts";
import { themeScript } from "./app/shell/theme-script.ts";
import { transformSync } from "esbuild";
import { smallImagesPlugin } from "./server/small-images-plugin.ts";
import { contentApiPlugin } from "./server/vite-content-api.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

// Throws with the variable's name when a build-time variable is malformed.
const buildEnv = readBuildEnv(process.env);

// The head scripts' text is fixed here, once, so the Node server and the Worker send the same bytes under the
// same CSP hash; a build sends it minified (about half the bytes; every page carries it before its body), the dev
// server as written. `target`: the syntax each is written in, which the minifier keeps to.
function headScript(text: string, target: "es2017" | "es2020", command: "build" | "serve"): string {
  return JSON.stringify(command === "build" ? transformSync(text, { minify: true, target }).code.trim() : text);
}

function shellScriptText(page: ShellScriptOptions["page"], mode: string, command: "build" | "serve"): string {
  const script = shellScript({
    menuId: MENU_ID,
    searchId: SEARCH_ID,
    searchTriggerId: SEARCH_TRIGGER_ID,
    islands:
      command === "serve" && mode !== "test"
        ? { prefix: "/app/islands/", suffix: ".ts" }
        : { prefix: "/islands/", suffix: ".js" },
    searchIsland: SEARCH_ISLAND,
    page,
    hashScrollDelayMs: HASH_SCROLL_DELAY_MS,
    hashId,
  });
  return headScript(script, "es2020", command);
}

export default defineConfig(({ mode, command }) => ({
  plugins:
    mode === "test" ? [smallImagesPlugin()] : [smallImagesPlugin(), contentApiPlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  define: {
    __BUILD_ENV__: JSON.stringify(buildEnv),
    // The build's script marker (scripts/build.ts), written into the server build only: entry.server reads it.
    __SCRIPT_MARKER__: JSON.stringify(process.env[SCRIPT_MARKER_VARIABLE] ?? ""),
    // The theme's head script (app/shell/theme-head.tsx) and the shell's (shell-head-script.tsx). Islands are
    // built to /islands/<name>.js (scripts/lib/islands.ts); the dev server compiles their source.
    __THEME_SCRIPT__: headScript(themeScript(), "es2017", command),
    // Each page gets the text with only the code it can use (shell-head-script.tsx): islands' loader where the page has
    // islands, and the code that starts the app on first use only on the pages that do (the showcase).
    __SHELL_SCRIPT__: shellScriptText({ islands: false }, mode, command),
    __SHELL_SCRIPT_ISLANDS__: shellScriptText({ islands: true }, mode, command),
    __SHELL_SCRIPT_APP_ON_FIRST_USE__: shellScriptText({ islands: true, appScriptsId: APP_SCRIPTS_ID }, mode, command),
  },
  server: { host: "127.0.0.1" },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "ui-core",
              test: /node_modules\/(class-variance-authority|clsx|tailwind-merge|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared|context|lucide-react|icons\/arrow-(right|up-right)\.mjs))|\/app\/ui\/(button|cn|hydration-phase)\.tsx?$|\/app\/(site-config\.ts|shell\/skip-link\.tsx)$|\/model\/(safe-links|css-values)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{model,tooling,server,scripts,content,integrations}/**/*.test.ts", "app/styles/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/styles/**"],
          setupFiles: ["./tests/setup-dom.ts"],
        },
      },
    ],
  },
}));
