import type { MiddlewareHandler } from "hono";
import { baseSecurityHeaders, contentSecurityPolicy, HSTS_HEADER } from "../model/security/csp";
import { isHttpsRequest } from "../model/security/forwarded";

export type SecurityOptions = {
  /** A tag-manager container id is configured, so its hosts are allowed. */
  tagManager: boolean;
  connectOrigins: string[];
};

export const defaultSecurityOptions: SecurityOptions = { tagManager: false, connectOrigins: [] };

/**
 * Headers every response carries. Pages set their own policy with the
 * hashes of their inline scripts; anything else gets the policy without any.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const fallbackPolicy = contentSecurityPolicy({ scriptHashes: [], ...options });
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", fallbackPolicy);
    const proxied = { forwarded: c.req.header("Forwarded"), xForwardedProto: c.req.header("X-Forwarded-Proto") };
    // HSTS only over https (browsers ignore it on http); behind a proxy, as the proxy reports.
    if (isHttpsRequest(c.req.url, proxied)) c.res.headers.set("Strict-Transport-Security", HSTS_HEADER);
  };
}
