import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { EnvError } from "../../model/security/env.ts";
import { createApp } from "../app.ts";
import type { ContentSource } from "../content/source.ts";
import { pageRendererOf } from "../page-renderer.ts";
import type { SecurityOptions } from "../security-headers.ts";
import { AssetFiles, type AssetsBinding, type SiteManifest } from "./asset-files.ts";
import type { BundledCsv } from "./bundled-csv-source.ts";
import type { EdgeCache } from "./edge-cached-loader.ts";
import { createEdgeSource, readEdgeEnv, type WorkerVars } from "./edge-source.ts";
import { pagesPreferringFiles, type PrerenderedFromCsv, prerenderedPagesAreCurrent } from "./prerendered-pages.ts";
import { type WaitUntil, withRequestContext } from "./request-context.ts";

/** What `npm run build` puts into the Worker: the file table, the CSV files, the build-time security settings. */
export type EdgeBuildData = {
  manifest: SiteManifest;
  csv: BundledCsv;
  security: SecurityOptions;
  /** Set when the build pre-rendered its pages from those CSV files alone. */
  prerenderedFromCsv?: PrerenderedFromCsv;
};

export type WorkerEnv = WorkerVars & { ASSETS: AssetsBinding };

export type EdgeHandlerOptions = EdgeBuildData & {
  /** React Router's server build of the site, to render pages from the live content; without it, pre-rendered pages only. */
  serverBuild?: ServerBuild;
  /** The Workers Cache API; default caches.default where the runtime has one. */
  cache?: () => EdgeCache | undefined;
  fetch?: typeof fetch;
  log?: Pick<Console, "warn" | "error">;
};

export type WorkerHandler = {
  fetch(request: Request, env: WorkerEnv, context: WaitUntil): Promise<Response>;
};

function defaultCache(): EdgeCache | undefined {
  // caches.default is the Workers runtime's own addition to CacheStorage.
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default;
}

/**
 * The Worker of the edge build: the same Hono app as `npm start` (content
 * API, security headers, pages and not-found handling), with the build's
 * files from the assets binding and content from a source that needs no file
 * system. The app is made once per isolate, on the first request, because
 * bindings arrive with requests.
 */
export function createEdgeHandler(options: EdgeHandlerOptions): WorkerHandler {
  // Bindings are the same for every request an isolate serves, so the first request's make the app.
  let made: { app: Hono; content: ContentSource } | { error: string } | undefined;

  function appFor(env: WorkerEnv, origin: string) {
    if (made) return made;
    try {
      const content = createEdgeSource(readEdgeEnv(env), {
        csv: options.csv,
        cache: (options.cache ?? defaultCache)(),
        cacheOrigin: origin,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.log ? { log: options.log } : {}),
      });
      console.info(`Content from ${content.description}`);
      const renderer = options.serverBuild ? pageRendererOf(options.serverBuild, content) : undefined;
      const filesAreCurrent = () => prerenderedPagesAreCurrent(options.prerenderedFromCsv, content);
      if (renderer && filesAreCurrent())
        console.info("Pages at plain addresses: the build's pre-rendered files, made from the same content");
      const app = createApp({
        files: new AssetFiles(env.ASSETS, options.manifest),
        security: options.security,
        content,
        ...(renderer ? { pages: pagesPreferringFiles(renderer, filesAreCurrent) } : {}),
      });
      made = { app, content };
    } catch (error) {
      const message = error instanceof EnvError ? error.message : `The Worker could not start: ${String(error)}`;
      console.error(message);
      made = { error: message };
    }
    return made;
  }

  return {
    fetch(request, env, context) {
      // Cache entries are named under the site's host (the zone whose cache they live in), whatever the port.
      const current = appFor(env, `https://${new URL(request.url).hostname}`);
      if ("error" in current) {
        return Promise.resolve(new Response("The site is misconfigured; see the Worker's log.", { status: 500 }));
      }
      return withRequestContext(context, async () => current.app.fetch(request));
    },
  };
}
