import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";
import { readServerEnv } from "../model/security/env.ts";
import { createContentApi } from "./content-api.ts";
import { createContentSource } from "./content/create-source.ts";

const API_PATH = /^\/(api\/sheets(\?|$)|functions\/v1\/)/;

/**
 * Serves the content API from the Vite dev server too (`npm run dev`), with
 * the same Hono app and source choice as `npm start`, so pages in development
 * load the same data and CSV edits show on reload.
 */
export function contentApiPlugin(): Plugin {
  return {
    name: "site:content-api",
    apply: "serve",
    configureServer(server) {
      const env = readServerEnv(process.env);
      // The config is bundled, so the content folder comes from Vite's root rather than this file's path.
      const source = createContentSource({
        ...env,
        CONTENT_DIR: env.CONTENT_DIR ?? path.join(server.config.root, "content"),
      });
      const listener = getRequestListener(createContentApi(source).fetch);
      server.config.logger.info(
        `  Content API: /api/sheets and /functions/v1/fetch-case-studies from ${source.description}`,
      );
      server.middlewares.use((request, response, next) => {
        if (API_PATH.test(request.url ?? "")) void listener(request, response);
        else next();
      });
      server.httpServer?.once("close", () => source.close());
    },
  };
}
