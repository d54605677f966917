/**
 * The workerd configuration (Cap'n Proto text) that runs the edge build on
 * this machine: the site Worker, the stand-ins for the two Cloudflare services
 * plain workerd lacks (the static-assets binding, over a `disk` service of
 * build/client, and the Cache API), and the outbound network. Worker variables
 * come from the environment workerd is started with, so one config serves any
 * setting of .env.example.
 */

/** The Worker variables read from the environment (the content settings of .env.example). */
export const WORKER_VARIABLES = [
  "CONTENT_SOURCE",
  "SHEETS_URL",
  "SHEETS_TIMEOUT_MS",
  "SHEETS_MAX_AGE_SECONDS",
  "SHEETS_RETRY_AFTER_SECONDS",
  "SHEETS_MAX_MB",
  "NOTION_TOKEN",
  "NOTION_DATABASE_ID",
] as const;

export type WorkerdConfigOptions = {
  /** Absolute path of the pre-rendered site (build/client). */
  clientDir: string;
  compatibilityDate: string;
  /** Default listening address; `--socket-addr http=HOST:PORT` overrides it. */
  address?: string;
  /**
   * Lets the Worker's fetch() reach addresses on this machine (a sheet served
   * on loopback in tests). Off by default, as on Cloudflare, where a Worker
   * reaches public addresses only.
   */
  allowLocalNetwork?: boolean;
  /**
   * More copies of the site Worker, each its own isolate on its own socket
   * (http-2, http-3, …), sharing the assets and the cache: what one data
   * centre's several isolates look like, for tests of the shared cache.
   */
  extraIsolates?: number;
};

const text = (value: string) => JSON.stringify(value);

export function workerdConfig(options: WorkerdConfigOptions): string {
  const allow = options.allowLocalNetwork ? `["public", "local"]` : `["public"]`;
  const variables = WORKER_VARIABLES.map((name) => `    (name = ${text(name)}, fromEnvironment = ${text(name)}),`).join(
    "\n",
  );
  const extra = Array.from({ length: options.extraIsolates ?? 0 }, (_, index) => index + 2);
  const extraServices = extra.map((n) => `    (name = "site-${n}", worker = .site),\n`).join("");
  const extraSockets = extra.map((n) => `, (name = "http-${n}", http = (), service = "site-${n}")`).join("");
  return `# Made by npm run build (scripts/build-edge.ts). Run it with npm run start:edge.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "site", worker = .site),
${extraServices}    (name = "assets", worker = .assets),
    (name = "assets-files", disk = (path = ${text(options.clientDir)}, writable = false)),
    (name = "cache", worker = .cache),
    (name = "internet", network = (allow = ${allow}, tlsOptions = (trustBrowserCas = true))),
  ],
  sockets = [(name = "http", address = ${text(options.address ?? "127.0.0.1:8787")}, http = (), service = "site")${extraSockets}],
);

const site :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = ${text(options.compatibilityDate)},
  bindings = [
    (name = "ASSETS", service = "assets"),
${variables}
  ],
  cacheApiOutbound = "cache",
);

const assets :Workerd.Worker = (
  modules = [(name = "assets-worker.js", esModule = embed "assets-worker.js")],
  compatibilityDate = ${text(options.compatibilityDate)},
  bindings = [(name = "FILES", service = "assets-files")],
);

const cache :Workerd.Worker = (
  modules = [(name = "cache-worker.js", esModule = embed "cache-worker.js")],
  compatibilityDate = ${text(options.compatibilityDate)},
);
`;
}

/** The deploy configuration for Cloudflare (npx wrangler deploy --config build/edge/wrangler.jsonc). */
export function wranglerConfig(options: {
  name: string;
  compatibilityDate: string;
  assetsDir: string;
  /** Plain (not secret) Worker variables, from the build's environment. */
  vars: Record<string, string>;
}): string {
  const config = {
    name: options.name,
    main: "worker.js",
    compatibility_date: options.compatibilityDate,
    // The default since 2026-08-04 (workerd says so when it is listed); kept for older dates.
    compatibility_flags: ["nodejs_compat"],
    // worker.js is already bundled by npm run build.
    no_bundle: true,
    assets: {
      directory: options.assetsDir,
      binding: "ASSETS",
      // Every request goes to the Worker, which serves pages and files through the shared app (same
      // routes, headers and not-found handling as npm start) and asks the binding for exact files only.
      run_worker_first: true,
      html_handling: "none",
      not_found_handling: "none",
    },
    vars: options.vars,
    observability: { enabled: true },
  };
  return `// Made by npm run build (scripts/build-edge.ts); edit scripts/build-edge.ts, not this file.
// Deploy: npx wrangler deploy --config build/edge/wrangler.jsonc (wrangler needs Node 22 or later).
// Secrets: npx wrangler secret put SHEETS_URL | NOTION_TOKEN | NOTION_DATABASE_ID --config build/edge/wrangler.jsonc
// CONTENT_SOURCE and the timings below come from the environment of the build (.env).
${JSON.stringify(config, null, 2)}
`;
}
