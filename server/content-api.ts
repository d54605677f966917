import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import { SheetsQuerySchema } from "../model/content-api.ts";
import type { Payload } from "./content/payload.ts";
import type { ContentSource } from "./content/source.ts";

/** A query string longer than this is refused: the API takes one short parameter. */
export const MAX_QUERY_LENGTH = 2048;

const CACHE_CONTROL = "no-cache";

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A ready-made JSON payload: 304 when the request already has its ETag,
 * otherwise the body (brotli or gzip when accepted) with Cache-Control: no-cache,
 * so browsers revalidate and an owner's edit shows on the next load.
 */
function sendPayload(c: Context, payload: Payload, status: 200 | 502): Response {
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    // Public, read-only data: any origin may read it (a static copy of the site on another host).
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "ETag",
    "Cache-Control": status === 200 ? CACHE_CONTROL : "no-store",
    Vary: "Accept-Encoding",
  };
  if (status === 200) {
    headers.ETag = payload.etag;
    if (etagMatches(c.req.header("If-None-Match"), payload.etag)) return new Response(null, { status: 304, headers });
  }
  const accept = c.req.header("Accept-Encoding") ?? "";
  let body: Uint8Array<ArrayBuffer> = payload.bytes;
  if (payload.length > 1024 && /\bbr\b/.test(accept)) {
    body = payload.brotli;
    headers["Content-Encoding"] = "br";
  } else if (payload.length > 1024 && /\bgzip\b/.test(accept)) {
    body = payload.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : body, { status, headers });
}

function jsonError(c: Context, status: 400 | 404 | 405, error: string, extra: Record<string, string> = {}): Response {
  return c.json({ error }, status, { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*", ...extra });
}

/**
 * The content API of SPEC §7 (issue 4):
 * `GET /api/sheets?api=inspirations|experiences|solutions` and
 * `POST /functions/v1/fetch-case-studies`. Public, read-only data, so any
 * origin may read it (a static copy of the site on another host can call it).
 */
export function createContentApi(source: ContentSource): Hono {
  const api = new Hono();

  // CORS preflight; the answers themselves carry Access-Control-Allow-Origin (see sendPayload).
  api.options("/api/sheets", cors({ origin: "*", allowMethods: ["GET", "HEAD"], maxAge: 86_400 }));
  api.options(
    "/functions/v1/*",
    cors({ origin: "*", allowMethods: ["POST"], allowHeaders: ["Content-Type"], maxAge: 86_400 }),
  );

  api.get("/api/sheets", async (c) => {
    const url = c.req.url;
    const queryStart = url.indexOf("?");
    const search = queryStart === -1 ? "" : url.slice(queryStart);
    if (search.length > MAX_QUERY_LENGTH) {
      return jsonError(
        c,
        400,
        `the query string is too long (${search.length} characters; at most ${MAX_QUERY_LENGTH})`,
      );
    }
    const query = SheetsQuerySchema.safeParse({ api: c.req.query("api") });
    if (!query.success) return jsonError(c, 400, query.error.issues[0]?.message ?? "bad query");
    const answer = await source.sheet(query.data.api);
    return sendPayload(c, answer.payload, answer.status);
  });

  // SPEC §7 call 2: a POST with a JSON content type and no body; a body, if any, is ignored.
  api.post("/functions/v1/fetch-case-studies", async (c) => {
    const answer = await source.caseStudies();
    return sendPayload(c, answer.payload, answer.status);
  });

  api.all("/functions/v1/fetch-case-studies", (c) => jsonError(c, 405, "use POST", { Allow: "POST, OPTIONS" }));
  api.all("/functions/*", (c) => jsonError(c, 404, `No function at ${c.req.path.slice(0, 200)}`));
  api.on(["POST", "PUT", "PATCH", "DELETE"], "/api/sheets", (c) =>
    jsonError(c, 405, "use GET", { Allow: "GET, HEAD, OPTIONS" }),
  );

  return api;
}
