// Runs at the end of `npm run build`: the edge build of the site in build/edge/,
// from the pre-rendered build/client:
// - build-data.json: the file table (made by the Node server's own StaticFiles,
//   so ETags, types, caching and CSP hashes are the same on both runtimes), the
//   CSV files of content/, and the build-time security settings;
// - worker.js: the Worker (server/edge/worker.ts) with that data bundled in;
// - assets-worker.js and cache-worker.js: local stand-ins for the assets binding
//   and the Cache API, which plain workerd lacks;
// - wrangler.jsonc (deploys to Cloudflare) and workerd.capnp (npm run start:edge).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import { readBuildEnv, readServerEnv } from "../model/security/env";
import { sheetTabs } from "../model/content/sheet-tabs";
import { readManifest as readBuildManifest } from "../server/build-folders";
import { BUILT_CONTENT_DIR, readBuiltContentRecord } from "../server/content/built-content";
import type { ManifestFile, SiteManifest } from "../server/edge/asset-files";
import type { EdgeBuildData } from "../server/edge/edge-app";
import type { PrerenderedFromCsv } from "../server/edge/prerendered-pages";
import { workerdConfig, wranglerConfig } from "../server/edge/workerd-config";
import { apiOrigins } from "../server/main";
import { SERVER_BUILD_DIR } from "../server/published-pages";
import type { SecurityOptions } from "../server/security-headers";
import { ENCODINGS } from "../server/representation";
import { PRECOMPRESSED_MANIFEST, precompressedName, StaticFiles } from "../server/static-files";

const root = path.resolve(import.meta.dirname, "..");

/** The workerd release in package.json supports this date; Cloudflare accepts any date up to today. */
export const COMPATIBILITY_DATE = "2026-10-23";

export const EDGE_DIR = path.join(root, "build/edge");

/** Written last into build/edge: what the edge build was made from. */
const EDGE_RECORD = "edge-build.json";

/** The Worker's own sources (server/, this script): a change to them needs a new edge build, not a new site build. */
function workerSourcesHash(): string {
  const hash = createHash("sha256");
  const files = readdirSync(path.join(root, "server"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...files, path.join(root, "scripts/build-edge.ts")]) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

/** What an edge build of the current build/client and sources would record. */
function edgeRecord(clientDir: string): { client: string; worker: string } {
  return { client: readBuildManifest(clientDir)?.fingerprint ?? "unfinished", worker: workerSourcesHash() };
}

/** Why build/edge must be made again though build/client is current (the Worker's code changed), or undefined. */
export function staleEdgeReason(clientDir = path.join(root, "build/client")): string | undefined {
  let recorded: { client?: string; worker?: string };
  try {
    recorded = JSON.parse(readFileSync(path.join(EDGE_DIR, EDGE_RECORD), "utf8")) as typeof recorded;
  } catch {
    return "no edge build yet";
  }
  const current = edgeRecord(clientDir);
  if (recorded.client !== current.client) return "the site was built again since the last edge build";
  if (recorded.worker !== current.worker) return "the Worker's code changed since the last edge build";
  return undefined;
}

export type EdgeBuildOptions = {
  clientDir: string;
  /** public/, whose files keep their names (not cached for ever); as the Node server is told. */
  publicDir?: string;
  contentDir: string;
  outDir: string;
  security: SecurityOptions;
  /** Plain Worker variables for wrangler.jsonc. */
  vars?: Record<string, string>;
  /** Set when the build pre-rendered its pages from `contentDir`'s CSV files alone (server/edge/prerendered-pages.ts). */
  prerenderedFromCsv?: PrerenderedFromCsv;
  allowLocalNetwork?: boolean;
  extraIsolates?: number;
};

/** The build's record of its precompressed files: path -> ETag of the bytes the copies were made from. */
function precompressedFiles(clientDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(clientDir, PRECOMPRESSED_MANIFEST), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The file table of a build, described by the Node server's own code (types, caching, ETags, CSP hashes). */
export async function siteManifest(clientDir: string, publicDir?: string): Promise<SiteManifest> {
  const files = new StaticFiles(clientDir, publicDir ? { publicDir } : {});
  const precompressed = precompressedFiles(clientDir);
  const manifest: SiteManifest = { files: {} };
  for (const urlPath of files.urlPaths().sort()) {
    const record = files.describe(urlPath);
    const file = await files.get(urlPath);
    if (!record || !file) continue;
    const etag = file.representation.etag;
    const copies = precompressed[record.relativePath] === etag ? ENCODINGS : [];
    const entry: ManifestFile = {
      urlPath,
      asset: `/${record.relativePath}`,
      contentType: file.contentType,
      immutable: file.immutable,
      etag,
      precompressed: copies.filter((encoding) =>
        existsSync(path.join(clientDir, precompressedName(record.relativePath, encoding))),
      ),
    };
    if (file.scriptHashes) entry.scriptHashes = file.scriptHashes;
    manifest.files[urlPath] = entry;
  }
  return manifest;
}

/** The CSV files of content/ by file name; a missing one is left out (the Worker reports it). */
export function bundledCsv(contentDir: string): Record<string, string> {
  const csv: Record<string, string> = {};
  for (const tab of sheetTabs) {
    const file = path.join(contentDir, tab.file);
    if (existsSync(file)) csv[tab.file] = readFileSync(file, "utf8");
  }
  return csv;
}

function buildDataPlugin(file: string): Plugin {
  return {
    name: "edge-build-data",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^edge:build-data$/ }, () => ({ path: file }));
    },
  };
}

/**
 * edge:server-build is React Router's server build published with the site (build/client/.server),
 * rendered in the Worker; a build without one (a stand-in in tests) gives undefined, and the
 * Worker serves the pre-rendered pages only.
 */
export function serverBuildPlugin(file: string | undefined): Plugin {
  return {
    name: "edge-server-build",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^edge:server-build$/ }, () => ({
        path: "server-build",
        namespace: "edge-server-build",
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: "edge-server-build" }, () => ({
        contents:
          file && existsSync(file)
            ? `import * as build from ${JSON.stringify(file)}; export default build;`
            : "export default undefined;",
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/** Files of a development build (React's, and any package that ships one), which the Worker must not carry. */
export function developmentBuilds(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((file) => /node_modules\/.*[./-]development\.js$/.test(file));
}

/**
 * Bundles a Worker module: ES module output, Node built-ins left to the runtime (nodejs_compat), and
 * packages' production builds (esbuild's default NODE_ENV for an unminified bundle is "development",
 * and development React renders pages several times slower).
 */
export async function bundleWorker(entry: string, outfile: string, plugins: Plugin[] = []): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    external: ["node:*", "crypto"],
    metafile: true,
    // Not minified: the pages' inline scripts carry functions' own text (shell-script.ts), which must be
    // the same as on Node so a page is the same bytes, under the same ETag and CSP, on either runtime;
    // and the Worker's error logs stay readable.
    minify: false,
    logLevel: "error",
    plugins,
  });
  return result.metafile;
}

/**
 * Makes the edge build of `clientDir` in `outDir`: written aside and renamed
 * whole, so npm run start:edge never meets half an edge build.
 */
export async function buildEdge(options: EdgeBuildOptions): Promise<{ metafile: Metafile }> {
  const finalDir = options.outDir;
  const staging = `${finalDir}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const result = await writeEdgeBuild({ ...options, outDir: staging }, finalDir);
  writeFileSync(path.join(staging, EDGE_RECORD), `${JSON.stringify(edgeRecord(options.clientDir))}\n`);
  rmSync(finalDir, { recursive: true, force: true });
  renameSync(staging, finalDir);
  return result;
}

async function writeEdgeBuild(options: EdgeBuildOptions, finalDir: string): Promise<{ metafile: Metafile }> {
  const data: EdgeBuildData = {
    manifest: await siteManifest(options.clientDir, options.publicDir),
    csv: bundledCsv(options.contentDir),
    security: options.security,
    ...(options.prerenderedFromCsv ? { prerenderedFromCsv: options.prerenderedFromCsv } : {}),
  };
  const dataFile = path.join(options.outDir, "build-data.json");
  writeFileSync(dataFile, JSON.stringify(data));
  const edgeSource = path.join(root, "server/edge");
  const metafile = await bundleWorker(path.join(edgeSource, "worker.ts"), path.join(options.outDir, "worker.js"), [
    buildDataPlugin(dataFile),
    serverBuildPlugin(path.join(options.clientDir, SERVER_BUILD_DIR, "index.js")),
  ]);
  // The Worker has no file system: nothing it bundles, the site's routes included, may read files.
  const readsFiles = Object.entries(metafile.inputs).filter(([, input]) =>
    input.imports.some((item) => /^(node:)?fs(\/promises)?$/.test(item.path)),
  );
  if (readsFiles.length > 0)
    throw new Error(`The Worker would import node:fs from ${readsFiles.map(([file]) => file).join(", ")}.`);
  const development = developmentBuilds(metafile);
  if (development.length > 0) throw new Error(`The Worker would carry development builds: ${development.join(", ")}.`);
  await bundleWorker(path.join(edgeSource, "local/assets-worker.ts"), path.join(options.outDir, "assets-worker.js"));
  await bundleWorker(path.join(edgeSource, "local/cache-worker.ts"), path.join(options.outDir, "cache-worker.js"));
  writeFileSync(
    path.join(options.outDir, "workerd.capnp"),
    workerdConfig({
      clientDir: path.resolve(options.clientDir),
      compatibilityDate: COMPATIBILITY_DATE,
      allowLocalNetwork: options.allowLocalNetwork ?? false,
      extraIsolates: options.extraIsolates ?? 0,
    }),
  );
  writeFileSync(
    path.join(options.outDir, "wrangler.jsonc"),
    wranglerConfig({
      name: "portfolio-site",
      compatibilityDate: COMPATIBILITY_DATE,
      assetsDir: path.relative(finalDir, options.clientDir).split(path.sep).join("/"),
      vars: options.vars ?? {},
    }),
  );
  return { metafile };
}

/** The CSV files the published build was rendered from (scripts/lib/build-content.ts), so the Worker serves the same rows. */
function builtCsvDir(clientDir: string): string | undefined {
  const dir = path.join(clientDir, BUILT_CONTENT_DIR);
  return readBuiltContentRecord(dir)?.source.startsWith("csv:") ? dir : undefined;
}

async function main(): Promise<void> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const { tagManagerId, apiBaseUrl, sheetsApiUrl } = readBuildEnv(process.env);
  const server = readServerEnv(process.env);
  const started = Date.now();
  const builtCsv = builtCsvDir(path.join(root, "build/client"));
  const home = path.join(root, "build/client/index.html");
  await buildEdge({
    clientDir: path.join(root, "build/client"),
    publicDir: path.join(root, "public"),
    contentDir: builtCsv ?? (server.CONTENT_DIR ? path.resolve(server.CONTENT_DIR) : path.join(root, "content")),
    // The pages were rendered from the build's copy of the CSV files (with Notion's case studies when it
    // was set), in the year their files were written.
    ...(builtCsv && existsSync(home) && !(server.NOTION_TOKEN && server.NOTION_DATABASE_ID)
      ? { prerenderedFromCsv: { year: statSync(home).mtime.getFullYear() } }
      : {}),
    outDir: EDGE_DIR,
    security: { tagManager: Boolean(tagManagerId), connectOrigins: apiOrigins(apiBaseUrl, sheetsApiUrl) },
    vars: {
      CONTENT_SOURCE: server.CONTENT_SOURCE,
      SHEETS_TIMEOUT_MS: String(server.SHEETS_TIMEOUT_MS),
      SHEETS_MAX_AGE_SECONDS: String(server.SHEETS_MAX_AGE_SECONDS),
      SHEETS_RETRY_AFTER_SECONDS: String(server.SHEETS_RETRY_AFTER_SECONDS),
      SHEETS_MAX_MB: String(server.SHEETS_MAX_MB),
    },
  });
  console.log(
    `Edge build in ${path.relative(root, EDGE_DIR)}/ (${Date.now() - started} ms): worker.js, wrangler.jsonc, workerd.capnp`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`build-edge failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
