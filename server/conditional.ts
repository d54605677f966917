import type { MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";

/**
 * Headers a 304 keeps besides Hono's defaults (Cache-Control, ETag, Vary…):
 * a cache merges a 304's headers into the stored answer (RFC 9111 §4.3.4),
 * so a page's own script policy and the API's CORS headers must not be
 * replaced by the generic ones.
 */
const KEPT_ON_304 = [
  ...RETAINED_304_HEADERS,
  "content-security-policy",
  "access-control-allow-origin",
  "access-control-expose-headers",
];

/**
 * The site's one If-None-Match check, for pages, files and the content API:
 * a GET or HEAD whose 2xx answer carries an ETag that the request lists
 * (RFC 9110 §13.1.2: comma-separated entity tags, weak comparison so
 * W/"x" matches "x", or *) gets 304 Not Modified without a body. Hono's ETag
 * middleware does the matching; every answer this server tags sets its ETag
 * itself, per encoding (representation.ts).
 */
export function conditionalGet(): MiddlewareHandler {
  return etag({ retainedHeaders: KEPT_ON_304 });
}
