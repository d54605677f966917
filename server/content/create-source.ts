import path from "node:path";
import type { ServerEnv } from "../../model/security/env.ts";
import { CombinedSource } from "./combined-source.ts";
import { LocalCsvSource } from "./local-source.ts";
import { NotionCaseStudies } from "./notion-case-studies.ts";
import { RemoteSheetSource } from "./remote-sheet-source.ts";
import type { ContentSource } from "./source.ts";

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

type SourceEnv = Pick<
  ServerEnv,
  | "CONTENT_SOURCE"
  | "CONTENT_DIR"
  | "CONTENT_ACCEPT_SHRINK"
  | "SHEETS_URL"
  | "SHEETS_TIMEOUT_MS"
  | "SHEETS_MAX_AGE_SECONDS"
  | "SHEETS_MAX_MB"
  | "SHEETS_RETRY_AFTER_SECONDS"
  | "NOTION_TOKEN"
  | "NOTION_DATABASE_ID"
>;

/**
 * The content source the environment asks for (.env.example): the CSV files
 * (default), or the Google Sheet web app; case studies from Notion when both
 * NOTION_TOKEN and NOTION_DATABASE_ID are set.
 */
export function createContentSource(
  env: SourceEnv,
  options: {
    fetch?: typeof fetch;
    log?: Pick<Console, "warn" | "error" | "info">;
    /** The published build's content folder (server/content/built-content.ts), whose rows stand in for broken files. */
    builtContentDir?: string;
  } = {},
): ContentSource {
  const { builtContentDir, ...shared } = options;
  const acceptShrink = env.CONTENT_ACCEPT_SHRINK;
  const sheets: ContentSource =
    env.CONTENT_SOURCE === "remote-sheet" && env.SHEETS_URL
      ? new RemoteSheetSource({
          url: env.SHEETS_URL,
          timeoutMs: env.SHEETS_TIMEOUT_MS,
          maxAgeMs: env.SHEETS_MAX_AGE_SECONDS * 1000,
          maxBytes: env.SHEETS_MAX_MB * 1024 * 1024,
          retryAfterMs: env.SHEETS_RETRY_AFTER_SECONDS * 1000,
          acceptShrink,
          ...shared,
        })
      : new LocalCsvSource(env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR, {
          ...shared,
          acceptShrink,
          ...(builtContentDir ? { builtContentDir } : {}),
        });
  if (env.NOTION_TOKEN && env.NOTION_DATABASE_ID) {
    return new CombinedSource(
      sheets,
      new NotionCaseStudies({
        token: env.NOTION_TOKEN,
        databaseId: env.NOTION_DATABASE_ID,
        maxBytes: env.SHEETS_MAX_MB * 1024 * 1024,
        ...shared,
      }),
    );
  }
  return sheets;
}
