import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Bytes, type Compressor, type Encoding, ENCODINGS, Representation } from "./representation";
import { readScriptHashes } from "./script-hashes";
import type { SiteFile, SiteFiles } from "./site-files";

/**
 * One pre-rendered build as a fixed table of URL paths to files, made once from
 * its folder (published-build.ts makes a new one when another build is
 * published). A request can only ever get a file of this table, so no path
 * (encoded dots, backslashes, very long names) can reach outside the build.
 */

export type StaticFile = {
  urlPath: string;
  filePath: string;
  /** Path inside the build, with forward slashes. */
  relativePath: string;
  contentType: string;
  size: number;
  /** A build output whose name carries its content hash: cacheable for ever. */
  immutable: boolean;
  /**
   * An HTML page's own inline scripts as the build recorded them (script-hashes.ts): a page
   * added after the build runs no inline script, one changed after it only those recorded.
   */
  scriptHashes?: string[];
};

export type LoadedFile = StaticFile & SiteFile;

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

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
}

/** The ETag of a file's bytes. */
export async function etagOf(body: Bytes): Promise<string> {
  // Web Crypto hashes on the thread pool: a large file does not hold up other requests.
  const digest = Buffer.from(await crypto.subtle.digest("SHA-1", body));
  return `"${digest.toString("base64url").slice(0, 27)}"`;
}

/**
 * The build's list of the files it precompressed (precompress.ts): path ->
 * ETag of the bytes the copies were made from, so a file changed after the
 * build is never served with stale copies. A dotfile, so never served itself.
 */
export const PRECOMPRESSED_MANIFEST = ".precompressed.json";

/** Where the build puts a file's copy in one encoding: app.js -> app.js.br, app.js.gz. */
export function precompressedName(relativePath: string, encoding: Encoding): string {
  return `${relativePath}.${encoding === "br" ? "br" : "gz"}`;
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

/** Build path -> ETag of the bytes its .br/.gz copies were made from (precompress.ts). */
function readManifest(root: string): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(root, PRECOMPRESSED_MANIFEST), "utf8"));
    if (typeof parsed !== "object" || parsed === null) return new Map();
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return new Map();
  }
}

export type StaticFilesOptions = {
  /**
   * The source folder copied into the build as is (public/): files from there
   * keep their names when edited, so only the other files under /assets/
   * (Vite's hashed output) are immutable.
   */
  publicDir?: string;
  /** Makes the compressed copies the build did not (tests slow it down). */
  compressor?: Compressor;
};

export class StaticFiles implements SiteFiles {
  private readonly byUrl = new Map<string, StaticFile>();
  private readonly loaded = new Map<string, Promise<LoadedFile>>();
  private readonly precompressed: Map<string, string>;
  private readonly compressor: Compressor | undefined;

  constructor(
    readonly root: string,
    options: StaticFilesOptions | string = {},
  ) {
    const { publicDir, compressor } = typeof options === "string" ? { publicDir: options } : options;
    this.compressor = compressor;
    this.precompressed = readManifest(root);
    const scriptHashes = readScriptHashes(root);
    const files: string[] = [];
    walk(root, root, files);
    const copies = new Set(
      [...this.precompressed.keys()].flatMap((relative) =>
        ENCODINGS.map((encoding) => precompressedName(relative, encoding)),
      ),
    );
    for (const relative of files) {
      // A .br or .gz copy is another encoding of its file, not an address of its own.
      if (isPrivate(relative) || copies.has(relative)) continue;
      const filePath = path.join(root, relative);
      const file: StaticFile = {
        urlPath: `/${relative}`,
        filePath,
        relativePath: relative,
        contentType: contentTypeFor(relative),
        size: statSync(filePath).size,
        immutable: relative.startsWith("assets/") && !(publicDir && existsSync(path.join(publicDir, relative))),
      };
      if (file.contentType.startsWith("text/html")) file.scriptHashes = scriptHashes.get(relative) ?? [];
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

  /** Every URL path of the table (a page's folder address and its index.html both). */
  urlPaths(): string[] {
    return [...this.byUrl.keys()];
  }

  /** The build's own record of a URL path's file, without reading it. */
  describe(urlPath: string): StaticFile | undefined {
    return this.byUrl.get(urlPath);
  }

  /** The file at a URL path if it was read already (or is being read), without reading it. */
  cached(urlPath: string): Promise<LoadedFile> | undefined {
    return this.loaded.get(urlPath);
  }

  /**
   * The file at a decoded URL path, read on first use without blocking the
   * server. Its compressed copies come from the build when it made them for
   * these very bytes; otherwise they are made in the background.
   */
  get(urlPath: string): Promise<LoadedFile> | undefined {
    const cached = this.cached(urlPath);
    if (cached) return cached;
    const file = this.byUrl.get(urlPath);
    if (!file) return undefined;
    const loading = this.load(file);
    this.loaded.set(urlPath, loading);
    // A failed read (the file vanished) is tried again on the next request.
    loading.catch(() => this.loaded.delete(urlPath));
    return loading;
  }

  private async load(file: StaticFile): Promise<LoadedFile> {
    const body: Bytes = await readFile(file.filePath);
    const etag = await etagOf(body);
    const precompressed: Partial<Record<Encoding, Bytes>> = {};
    if (this.precompressed.get(file.relativePath) === etag) {
      await Promise.all(
        ENCODINGS.map(async (encoding) => {
          const copy = await readFile(path.join(this.root, precompressedName(file.relativePath, encoding))).catch(
            () => undefined,
          );
          if (copy) precompressed[encoding] = copy;
        }),
      );
    }
    return {
      ...file,
      representation: new Representation(body, etag, {
        contentType: file.contentType,
        precompressed,
        ...(this.compressor ? { compressor: this.compressor } : {}),
      }),
    };
  }
}
