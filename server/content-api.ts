import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import { SheetsQuerySchema } from "../model/content/content-api.ts";
import type { Payload } from "./content/payload.ts";
import type { ContentSource } from "./content/source.ts";
import { conditionalGet } from "./conditional.ts";
import { Representation, sendRepresentation } from "./representation.ts";

/** A query string longer than this is refused: the API takes one short parameter. */
export const MAX_QUERY_LENGTH = 2048;

const CACHE_CONTROL = "no-cache";

const representations = new WeakMap<Payload, Representation>();

/**
 * A payload as sent: made once per content snapshot, with its compressed
 * copies made in the background (the uncompressed body is sent until then).
 */
export function representationOf(payload: Payload): Representation {
  let representation = representations.get(payload);
  if (!representation) {
    representation = new Representation(payload.bytes, payload.etag, {
      contentType: "application/json; charset=utf-8",
    });
    representations.set(payload, representation);
  }
  return representation;
}

/**
 * A ready-made JSON payload (brotli or gzip when accepted) with
 * Cache-Control: no-cache, so browsers revalidate (conditional.ts answers 304)
 * and an owner's edit shows on the next load.
 */
function sendPayload(c: Context, payload: Payload, status: 200 | 502): Response {
  return sendRepresentation(c, representationOf(payload), {
    status,
    headers: {
      // Public, read-only data: any origin may read it (a static copy of the site on another host).
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "ETag",
      "Cache-Control": status === 200 ? CACHE_CONTROL : "no-store",
    },
  });
}

function jsonError(c: Context, status: 400 | 404 | 405, error: string, extra: Record<string, string> = {}): Response {
  return c.json({ error }, status, { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*", ...extra });
}

/**
 * The content API of SPEC §7:
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

  api.get("/api/sheets", conditionalGet(), async (c) => {
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
