import type { BuildEnv } from "#model/security/env.ts";

declare global {
  /** Replaced at build time by vite.config.ts from validated environment variables. */
  const __BUILD_ENV__: BuildEnv;
  /** The build's script marker (model/security/own-scripts.ts), replaced at build time in the server build; "" under the dev server. */
  const __SCRIPT_MARKER__: string;
  /** The theme's head script (app/shell/theme-script.ts), its text fixed at build time by vite.config.ts. */
  const __THEME_SCRIPT__: string;
  /** The shell's head script (app/shell/shell-script.ts), its text fixed at build time by vite.config.ts. */
  const __SHELL_SCRIPT__: string;
  /** The same with the code that loads islands, for the pages that have them (app/shell/shell-head-script.tsx). */
  const __SHELL_SCRIPT_ISLANDS__: string;
  /** The same with the code that starts the app on first use, for the pages that do (app/shell/page-scripts.ts). */
  const __SHELL_SCRIPT_APP_ON_FIRST_USE__: string;
}
