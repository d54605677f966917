import { readServerEnv, type ServerEnv } from "../../model/security/env.ts";
import type { Payload } from "../content/payload.ts";
import { NotionCaseStudies } from "../content/notion-case-studies.ts";
import { RemoteSheetSource } from "../content/remote-sheet-source.ts";
import { CombinedSource } from "../content/combined-source.ts";
import type { ContentSource } from "../content/source.ts";
import { type BundledCsv, BundledCsvSource } from "./bundled-csv-source.ts";
import { type EdgeCache, EdgeCachedLoader } from "./edge-cached-loader.ts";

/** Worker variables and secrets are strings; an unset workerd `fromEnvironment` binding is null. */
export type WorkerVars = Record<string, unknown>;

/** The content settings of .env.example, read from the Worker's variables with the Node server's rules. */
export function readEdgeEnv(vars: WorkerVars): ServerEnv {
  const text: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(vars)) if (typeof value === "string") text[name] = value;
  return readServerEnv(text);
}

export type EdgeSourceOptions = {
  csv: BundledCsv;
  /** The Workers Cache API; without one, answers are kept in this isolate only. */
  cache?: EdgeCache;
  /** Origin under which cache entries are named (the site's own). */
  cacheOrigin: string;
  fetch?: typeof fetch;
  log?: Pick<Console, "warn" | "error">;
};

/** A short, stable name for a URL, so a changed SHEETS_URL never serves the old sheet's cached answers. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * The content source of the edge build, chosen like the Node server's
 * (create-source.ts) but without a file system: the CSV files bundled at
 * build (default), the Google Sheet web app over fetch, Notion over fetch;
 * remote answers kept in the Workers Cache API with stale-while-revalidate.
 */
export function createEdgeSource(env: ServerEnv, options: EdgeSourceOptions): ContentSource {
  const { cache, cacheOrigin, fetch: doFetch, log } = options;
  // Without a cache (unit tests), answers are kept in the isolate only, as on Node.
  const cached =
    (cache: EdgeCache, name: string, maxAgeMs: number, retryAfterMs: number) =>
    <T>(load: (previous: Payload<T> | undefined) => Promise<Payload<T>>) =>
      new EdgeCachedLoader<T>(load, { cache, key: `${cacheOrigin}/__edge-cache/${name}`, maxAgeMs, retryAfterMs });

  let sheets: ContentSource;
  if (env.CONTENT_SOURCE === "remote-sheet" && env.SHEETS_URL) {
    const url = env.SHEETS_URL;
    const maxAgeMs = env.SHEETS_MAX_AGE_SECONDS * 1000;
    const retryAfterMs = env.SHEETS_RETRY_AFTER_SECONDS * 1000;
    sheets = new RemoteSheetSource({
      url,
      timeoutMs: env.SHEETS_TIMEOUT_MS,
      maxBytes: env.SHEETS_MAX_MB * 1024 * 1024,
      maxAgeMs,
      retryAfterMs,
      acceptShrink: env.CONTENT_ACCEPT_SHRINK,
      ...(doFetch ? { fetch: doFetch } : {}),
      ...(log ? { log } : {}),
      ...(cache
        ? {
            createLoader: (api, load) =>
              cached(cache, `sheet-${fingerprint(url)}/${api}`, maxAgeMs, retryAfterMs)(load),
          }
        : {}),
    });
  } else {
    sheets = new BundledCsvSource(options.csv, log);
  }
  if (!env.NOTION_TOKEN || !env.NOTION_DATABASE_ID) return sheets;
  const databaseId = env.NOTION_DATABASE_ID;
  const notion = new NotionCaseStudies({
    token: env.NOTION_TOKEN,
    databaseId,
    maxBytes: env.SHEETS_MAX_MB * 1024 * 1024,
    ...(doFetch ? { fetch: doFetch } : {}),
    ...(log ? { log } : {}),
    ...(cache ? { createLoader: cached(cache, `notion-${fingerprint(databaseId)}`, 5 * 60_000, 30_000) } : {}),
  });
  return new CombinedSource(sheets, notion);
}
