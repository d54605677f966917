// Stands in for Cloudflare's static-assets binding under plain workerd, which
// has none: the Worker's env.ASSETS is bound to this service, which serves the
// files of build/client from a workerd `disk` service (FILES). It behaves as
// wrangler.jsonc configures the real binding (html_handling "none",
// not_found_handling "none": exact files only, a plain 404 otherwise), sets
// Content-Type by extension, an ETag and Cloudflare's default Cache-Control,
// applies _headers, and never serves _headers or _redirects themselves.
import { applyHeaderRules, type HeaderRule, parseHeadersFile } from "./headers-file.ts";

// As wrangler does at upload, by extension; the site's Worker sets its own Content-Type anyway.
const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "application/javascript",
  css: "text/css",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  woff2: "font/woff2",
  txt: "text/plain",
  xml: "application/xml",
};

function contentTypeFor(path: string): string {
  return TYPES[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

type Env = { FILES: { fetch(request: Request): Promise<Response> } };

let rules: Promise<HeaderRule[]> | undefined;

async function headerRules(env: Env): Promise<HeaderRule[]> {
  const response = await env.FILES.fetch(new Request("http://files/_headers"));
  return response.ok ? parseHeadersFile(await response.text()) : [];
}

async function etagOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD")
      return new Response("Method Not Allowed", { status: 405 });
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response("Not Found", { status: 404 });
    }
    if (path === "/_headers" || path === "/_redirects" || path.endsWith("/"))
      return new Response("Not Found", { status: 404 });
    const file = await env.FILES.fetch(new Request(`http://files${new URL(request.url).pathname}`));
    // The disk service answers a folder with a JSON listing: a folder is not an asset.
    if (!file.ok || file.headers.get("Content-Type") === "application/json") {
      await file.body?.cancel();
      return new Response("Not Found", { status: 404 });
    }
    const bytes = await file.arrayBuffer();
    const etag = await etagOf(bytes);
    const headers = new Headers({
      "Content-Type": contentTypeFor(path),
      "Cache-Control": "public, max-age=0, must-revalidate",
      ETag: etag,
    });
    rules ??= headerRules(env);
    applyHeaderRules(await rules, path, headers);
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(request.method === "HEAD" ? null : bytes, { headers });
  },
};
