import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-script-hashes";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

/**
 * The pre-rendered build as a fixed table of URL paths to files, made once at
 * start-up. A request can only ever get a file of this table, so no path
 * (encoded dots, backslashes, very long names) can reach outside the build.
 */

export type StaticFile = {
  urlPath: string;
  filePath: string;
  contentType: string;
  size: number;
  /** A build output whose name carries its content hash: cacheable for ever. */
  immutable: boolean;
};

export type LoadedFile = StaticFile & {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
  /** CSP sources of an HTML page's inline scripts. */
  scriptHashes?: string[];
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
}

/** Files never served: dotfiles, source maps, and the two special HTML files served by name. */
function isPrivate(relativePath: string): boolean {
  const segments = relativePath.split("/");
  return segments.some((segment) => segment.startsWith(".")) || relativePath.endsWith(".map");
}

function walk(dir: string, root: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, out);
    else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join("/"));
  }
}

export class StaticFiles {
  private readonly byUrl = new Map<string, StaticFile>();
  private readonly loaded = new Map<string, LoadedFile>();

  /**
   * @param publicDir the source folder copied into the build as is (public/): files
   *   from there keep their names when edited, so only the other files under
   *   /assets/ (Vite's hashed output) are immutable.
   */
  constructor(
    readonly root: string,
    publicDir?: string,
  ) {
    const files: string[] = [];
    walk(root, root, files);
    for (const relative of files) {
      if (isPrivate(relative)) continue;
      const filePath = path.join(root, relative);
      const file: StaticFile = {
        urlPath: `/${relative}`,
        filePath,
        contentType: contentTypeFor(relative),
        size: statSync(filePath).size,
        immutable: relative.startsWith("assets/") && !(publicDir && existsSync(path.join(publicDir, relative))),
      };
      this.byUrl.set(file.urlPath, file);
      // A page is reached by its folder: /experiences serves /experiences/index.html.
      if (relative === "index.html") this.byUrl.set("/", file);
      else if (relative.endsWith("/index.html")) this.byUrl.set(`/${relative.slice(0, -"/index.html".length)}`, file);
    }
  }

  get size(): number {
    return this.byUrl.size;
  }

  has(urlPath: string): boolean {
    return this.byUrl.has(urlPath);
  }

  /** The file at a decoded URL path, read (and compressed once) on first use. */
  get(urlPath: string): LoadedFile | undefined {
    const cached = this.loaded.get(urlPath);
    if (cached) return cached;
    const file = this.byUrl.get(urlPath);
    if (!file) return undefined;
    const body = readFileSync(file.filePath);
    const loaded: LoadedFile = {
      ...file,
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`,
    };
    if (file.contentType.startsWith("text/html")) loaded.scriptHashes = inlineScriptHashes(body.toString("utf8"));
    if (COMPRESSIBLE.test(file.contentType) && body.length > 512) {
      loaded.gzip = gzipSync(body, { level: 9 });
      loaded.brotli = brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    }
    this.loaded.set(urlPath, loaded);
    return loaded;
  }
}
