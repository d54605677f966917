import { Hono } from "hono";
import type { Context } from "hono";
import { NOT_FOUND_PATH, isClientRenderedDataPath, isClientRenderedPath } from "../model/site-pages";
import { contentSecurityPolicy } from "../model/csp";
import { createContentApi } from "./content-api";
import type { ContentSource } from "./content/source";
import { defaultSecurityOptions, type SecurityOptions, securityHeaders } from "./security-headers";
import type { LoadedFile, StaticFiles } from "./static-files";

export type AppOptions = {
  /** The pre-rendered site (build/client). */
  files: StaticFiles;
  security?: SecurityOptions;
  /** The content API's data (issue 4); without it, /api/sheets answers 404 like any unknown API. */
  content?: ContentSource;
};

const SPA_FALLBACK = "/__spa-fallback.html";
/** Longer paths are not pages of this site; they get the not-found page without a lookup. */
const MAX_PATH_LENGTH = 2048;

/** Decodes a URL path; undefined when it is not valid percent-encoding. */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

function cacheControlFor(file: LoadedFile): string {
  if (file.immutable) return "public, max-age=31536000, immutable";
  if (file.contentType.startsWith("text/html")) return "no-cache";
  return "public, max-age=3600";
}

function send(c: Context, file: LoadedFile, security: SecurityOptions, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": status === 200 ? cacheControlFor(file) : "no-cache",
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.scriptHashes) {
    headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes: file.scriptHashes, ...security }));
  }
  if (status === 200 && c.req.header("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accept = c.req.header("Accept-Encoding") ?? "";
  let body: Buffer = file.body;
  if (file.brotli && /\bbr\b/.test(accept)) {
    body = file.brotli;
    headers.set("Content-Encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

function notFound(c: Context, files: StaticFiles, security: SecurityOptions): Response {
  const page = files.get(NOT_FOUND_PATH);
  if (page) return send(c, page, security, 404);
  return c.text("Not found", 404);
}

/**
 * The site's HTTP server: pre-rendered pages and assets from the build, the
 * not-found page with status 404 for anything else.
 */
export function createApp({ files, security = defaultSecurityOptions, content }: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders(security));

  if (content) app.route("/", createContentApi(content));
  app.all("/api/*", (c) => c.json({ error: `No API at ${c.req.path}` }, 404));

  app.on(["GET", "HEAD"], "*", (c) => {
    const rawPath = new URL(c.req.url).pathname;
    if (rawPath.length > MAX_PATH_LENGTH) return notFound(c, files, security);
    const decoded = decodePath(rawPath);
    if (decoded === undefined) return c.text("Bad request: the address is not valid URL encoding.", 400);

    // One address per page: /experiences/ redirects to /experiences.
    if (decoded.length > 1 && decoded.endsWith("/")) {
      const target = rawPath.replace(/\/+$/, "") || "/";
      if (target.startsWith("/") && !target.startsWith("//")) {
        return c.redirect(target + new URL(c.req.url).search, 308);
      }
    }

    // Internal files of the build are not addresses of their own.
    if (decoded === NOT_FOUND_PATH || decoded.startsWith(`${NOT_FOUND_PATH}/`) || decoded === `${NOT_FOUND_PATH}.html` || decoded === "/_headers" || decoded.startsWith("/__")) {
      return notFound(c, files, security);
    }

    const file = files.get(decoded);
    if (file) return send(c, file, security);

    if (isClientRenderedPath(decoded)) {
      const shell = files.get(SPA_FALLBACK);
      if (shell) return send(c, shell, security);
    }
    // No build-time data for a guide or item that was not pre-rendered: the page loads the live content.
    if (isClientRenderedDataPath(decoded)) return c.body(null, 204);
    return notFound(c, files, security);
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    console.error("Request failed:", c.req.method, c.req.path, error);
    return c.text("Something went wrong on the server.", 500);
  });

  return app;
}
