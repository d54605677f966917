import type { BuildEnv } from "../model/env";

declare global {
  /** Replaced at build time by vite.config.ts from validated environment variables. */
  const __BUILD_ENV__: BuildEnv;
}
