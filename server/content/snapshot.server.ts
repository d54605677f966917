import { readServerEnv } from "../../model/security/env.ts";
import { createContentSource } from "./create-source.ts";
import { type ContentSnapshot, snapshotOf } from "./page-content.ts";

export type { ContentSnapshot } from "./page-content.ts";

let shared: Promise<ContentSnapshot> | undefined;

/**
 * The content for pre-rendering (route loaders, react-router.config.ts), read
 * once per build from the source the environment configures, the same source
 * the server uses. Pass `env` to read another configuration (not cached).
 */
export function readContentSnapshot(env?: Record<string, string | undefined>): Promise<ContentSnapshot> {
  if (env) return snapshotOf(createContentSource(readServerEnv(env), { log: console }));
  shared ??= snapshotOf(createContentSource(readServerEnv(process.env), { log: console }));
  return shared;
}
