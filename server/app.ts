import { Hono } from "hono";
import type { Context } from "hono";
import type { Inspirations } from "../model/content/content-api";
import { contentSecurityPolicy } from "../model/security/csp";
import {
  type InspirationKind,
  NOT_FOUND_SLUG,
  inspirationNotFoundPaths,
  inspirationPageOf,
  inspirationSlugs,
} from "../model/pages/inspiration-paths";
import { PAGES_READING_STORE_CHIPS, type PageQueryValues, canonicalPageAddress } from "../model/pages/page-query";
import { type StoreChips, storeChipGroups } from "../model/content/store-filter";
import type { StoreItem } from "../model/content/store-item";
import { NOT_FOUND_PATH, findSitePage, isClientRenderedDataPath } from "../model/pages/site-pages";
import { conditionalGet } from "./conditional";
import { createContentApi } from "./content-api";
import type { ContentSource } from "./content/source";
import { sendRepresentation } from "./representation";
import { defaultSecurityOptions, type SecurityOptions, securityHeaders } from "./security-headers";
import type { RenderedPage } from "./page-renderer";
import { BuildUnavailableError, type SiteFile, type SiteFiles } from "./site-files";

/** Pages rendered on request from the live content (page-renderer.ts), for the build being served. */
export interface Pages {
  /** The page at a canonical address; undefined when this build cannot render (no server build). */
  page(address: string): Promise<RenderedPage | undefined>;
}

export type AppOptions = {
  /** The pre-rendered site (build/client): from disk on Node, the assets binding on the edge. */
  files: SiteFiles;
  security?: SecurityOptions;
  /**
   * The content API's data; without it, /api/sheets answers 404 like
   * any unknown API, and guide and item pages cannot be checked against it.
   */
  content?: ContentSource;
  /**
   * Pages rendered on request; without them (or when one fails to render) the pre-rendered page
   * is served, as a static host would.
   */
  pages?: Pages;
};

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

/**
 * The one address of a page whose raw path ends in slashes (/experiences/ ->
 * /experiences), or undefined when there is nothing to redirect. Only slashes
 * of the raw path count: an encoded one (%2F) is part of a name, so
 * /experiences%2F is no page (404) rather than a redirect to itself. The
 * target never ends in a slash, so a path redirects at most once; a target
 * that would start with // (another host, to a browser) is not redirected.
 */
export function trailingSlashTarget(rawPath: string): string | undefined {
  if (rawPath.length <= 1 || !rawPath.endsWith("/")) return undefined;
  const target = rawPath.replace(/\/+$/, "") || "/";
  return target.startsWith("//") ? undefined : target;
}

function cacheControlFor(file: SiteFile): string {
  if (file.immutable) return "public, max-age=31536000, immutable";
  if (file.contentType.startsWith("text/html")) return "no-cache";
  return "public, max-age=3600";
}

function send(c: Context, file: SiteFile, security: SecurityOptions, status: 200 | 404 = 200): Response {
  const headers: Record<string, string> = { "Cache-Control": status === 200 ? cacheControlFor(file) : "no-cache" };
  if (file.scriptHashes) {
    headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, ...security });
  }
  return sendRepresentation(c, file.representation, { status, headers });
}

function sendRendered(c: Context, page: RenderedPage, security: SecurityOptions, status: 200 | 404): Response {
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache",
    "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: page.scriptHashes, ...security }),
  };
  return sendRepresentation(c, page.representation, { status, headers });
}

const failedRenders = new WeakMap<Pages, Set<string>>();

/**
 * The page at `address` rendered from the live content; undefined (and the pre-rendered page is
 * served) when there are no rendered pages or this one failed, logged once per address until it
 * renders again.
 */
async function rendered(pages: Pages | undefined, address: string): Promise<RenderedPage | undefined> {
  if (!pages) return undefined;
  let failed = failedRenders.get(pages);
  if (!failed) failedRenders.set(pages, (failed = new Set()));
  try {
    const page = await pages.page(address);
    failed.delete(address);
    return page;
  } catch (error) {
    if (!failed.has(address)) console.error(`Could not render ${address}; serving the pre-rendered page:`, error);
    failed.add(address);
    return undefined;
  }
}

/** What answers a page: the build's files, the live renderer if any, and the headers' options. */
type PageSources = { files: SiteFiles; security: SecurityOptions; pages: Pages | undefined };

/** A not-found page (the site's, or a guide's or item's) with status 404: rendered from the live content, else pre-rendered. */
async function notFound(c: Context, { files, security, pages }: PageSources, path = NOT_FOUND_PATH): Promise<Response> {
  const live = await rendered(pages, path);
  if (live) return sendRendered(c, live, security, 404);
  const page = (await files.get(path)) ?? (await files.get(NOT_FOUND_PATH));
  if (page) return send(c, page, security, 404);
  return c.text("Not found", 404);
}

export const BUILD_UNAVAILABLE_MESSAGE = "The site is being updated. Please try again in a few seconds.";
const BUILD_UNAVAILABLE_RETRY_S = 5;

/** The page whose data React Router asks for at `path` (/_root.data is the home page's), if it is a data request. */
function dataRequestPage(path: string): string | undefined {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : undefined;
}

/** React Router's data address of a page's canonical address (its query kept: a filter's data). */
function dataAddress(address: string): string {
  const [path = "/", query] = address.split("?");
  return `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
}

const slugsOf = new WeakMap<Inspirations, ReturnType<typeof inspirationSlugs>>();

/**
 * Whether the live content has this guide or item page; undefined when the
 * content cannot tell (no source, or it failed), and the browser decides.
 */
async function liveContentHas(
  content: ContentSource | undefined,
  kind: InspirationKind,
  slug: string,
): Promise<boolean | undefined> {
  if (!content) return undefined;
  const answer = await content.sheet("inspirations").catch((error: unknown) => {
    console.error("Could not check a guide or item page against the content:", error);
    return undefined;
  });
  if (answer?.status !== 200) return undefined;
  const data = answer.payload.data;
  let slugs = slugsOf.get(data);
  if (!slugs) {
    slugs = inspirationSlugs(data);
    slugsOf.set(data, slugs);
  }
  return slugs[kind].has(slug);
}

const chipsOf = new WeakMap<readonly StoreItem[], StoreChips>();

/**
 * What the content lets `path`'s query name (model/pages/page-query.ts): the store's chips for the
 * store, read from the same answer the page renders from. Nothing when the content cannot tell.
 */
async function pageQueryValues(content: ContentSource | undefined, path: string): Promise<PageQueryValues> {
  if (!content || !PAGES_READING_STORE_CHIPS.has(path)) return {};
  const answer = await content.sheet("solutions").catch((error: unknown) => {
    console.error("Could not read the store's chips from the content:", error);
    return undefined;
  });
  if (answer?.status !== 200) return {};
  const items = answer.payload.data.items;
  let storeChips = chipsOf.get(items);
  if (!storeChips) {
    storeChips = storeChipGroups(items);
    chipsOf.set(items, storeChips);
  }
  return { storeChips };
}

/**
 * The site's HTTP server: pre-rendered pages and assets from the build, the
 * not-found page with status 404 for anything else.
 */
export function createApp({ files, security = defaultSecurityOptions, content, pages }: AppOptions): Hono {
  const app = new Hono();
  const site: PageSources = { files, security, pages };
  app.use(securityHeaders(security));

  if (content) app.route("/", createContentApi(content));
  app.all("/api/*", (c) => c.json({ error: `No API at ${c.req.path}` }, 404));

  app.on(["GET", "HEAD"], "*", conditionalGet(), async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    // An address too long or not valid percent-encoding (a mangled link) names no page: the not-found page.
    const decoded = rawPath.length > MAX_PATH_LENGTH ? undefined : decodePath(rawPath);
    if (decoded === undefined) return notFound(c, site);

    // One address per page: /experiences/ redirects to /experiences.
    const target = trailingSlashTarget(rawPath);
    if (target) return c.redirect(target + new URL(c.req.url).search, 308);

    // Internal files of the build are not addresses of their own.
    if (
      decoded === NOT_FOUND_PATH ||
      decoded.startsWith(`${NOT_FOUND_PATH}/`) ||
      decoded === `${NOT_FOUND_PATH}.html` ||
      decoded === "/_headers" ||
      decoded.startsWith("/__")
    ) {
      return notFound(c, site);
    }

    // A guide or item page answers from the live content: 404 with its not-found page when the
    // slug is unknown (or was removed since the build), else the page rendered from the live
    // content (one added since the build included).
    const inspiration = inspirationPageOf(decoded);
    if (
      inspiration &&
      (inspiration.slug === NOT_FOUND_SLUG ||
        (await liveContentHas(content, inspiration.kind, inspiration.slug)) === false)
    ) {
      return notFound(c, site, inspirationNotFoundPaths[inspiration.kind]);
    }

    // A page of the site, or React Router's data request for one (a page that runs the app asks
    // for it when a link is followed in it), from the live content: each under its one address.
    const pagePath = dataRequestPage(decoded) ?? decoded;
    const dataOf = pagePath === decoded ? undefined : inspirationPageOf(pagePath);
    // Only for a guide or item the content has: no entry is made for a slug that does not exist.
    const known =
      !dataOf || (dataOf.slug !== NOT_FOUND_SLUG && (await liveContentHas(content, dataOf.kind, dataOf.slug)) === true);
    if (pages && known && (findSitePage(pagePath) || inspirationPageOf(pagePath))) {
      const address = canonicalPageAddress(
        pagePath,
        new URL(c.req.url).searchParams,
        await pageQueryValues(content, pagePath),
      );
      const page = await rendered(pages, pagePath === decoded ? address : dataAddress(address));
      if (page) return sendRendered(c, page, security, 200);
    }

    const file = await files.get(decoded);
    if (file) return send(c, file, security);

    // No data for a guide or item this server cannot render (a slug the content does not have, or no
    // rendered pages): a page that runs the app, following a link to it, loads it whole instead (React
    // Router's reload-document redirect), and gets the page's own answer (its 404 page).
    if (isClientRenderedDataPath(decoded)) {
      return c.body(null, 204, {
        "X-Remix-Redirect": rawPath.slice(0, -".data".length),
        "X-Remix-Reload-Document": "true",
      });
    }
    return notFound(c, site);
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

  app.onError((error, c) => {
    if (error instanceof BuildUnavailableError) {
      // Logged once by the build's owner (published-build.ts), not per request.
      return c.text(BUILD_UNAVAILABLE_MESSAGE, 503, {
        "Retry-After": String(BUILD_UNAVAILABLE_RETRY_S),
        "Cache-Control": "no-store",
      });
    }
    console.error("Request failed:", c.req.method, c.req.path, error);
    return c.text("Something went wrong on the server.", 500);
  });

  return app;
}
