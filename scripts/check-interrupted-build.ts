// npm run check:interrupted-build (a step of npm test, after the production build): starts a
// real rebuild, kills it with SIGKILL while it pre-renders the pages, then does what the next
// `npm start` does and asks the server for every page. build/client must be untouched, fresh
// (no rebuild needed for the same sources) and whole. The killed build's build-staging/ stays
// until the next build removes it, as after any stopped build. scripts/build-output.test.ts
// stops a build at every other stage.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { inspirationNotFoundPaths, inspirationPaths } from "../model/pages/inspiration-paths";
import { NOT_FOUND_PATH, prerenderPaths } from "../model/pages/site-pages";
import { buildLayout, readManifest, recoverInterruptedSwap } from "../server/build-folders";
import { readContentSnapshot } from "../server/content/snapshot.server";
import { BUILD_CLIENT_DIR, startServer } from "../server/main";
import { staleBuildReason } from "./build-freshness";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "..");
/** A line React Router prints for each page it pre-renders: the new build is half-written. */
const KILL_WHEN = /^Prerender \(html\)/;
const BUILD_TIMEOUT_MS = 300_000;

/** Every file of a folder with a hash of its contents. */
function treeHash(dir: string): string {
  const hash = createHash("sha256");
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) hash.update(`${path.relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest("hex");
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** Runs npm run build in its own process group and kills the whole group once KILL_WHEN is printed. */
function killRebuildWhilePrerendering(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build", "--silent"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let killed = false;
    const kill = () => {
      if (killed || child.pid === undefined) return;
      killed = true;
      process.kill(-child.pid, "SIGKILL");
    };
    const timer = setTimeout(kill, BUILD_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("▶ build")) console.log(`  ${line}`);
      if (KILL_WHEN.test(line)) {
        console.log(`  killing the build (SIGKILL) at: ${line}`);
        kill();
      }
    });
    child.stderr.resume();
    child.on("close", () => {
      clearTimeout(timer);
      resolve(killed);
    });
  });
}

async function main(): Promise<void> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const live = BUILD_CLIENT_DIR;
  if (!readManifest(live)) fail('No complete build in build/client. Run "npm run build" first.');
  const before = treeHash(live);

  console.log("▶ A rebuild, killed while it pre-renders the pages…");
  if (!(await killRebuildWhilePrerendering()))
    fail("The build ended before it pre-rendered a page; nothing was interrupted.");

  // What the next npm start does (scripts/start.ts).
  recoverInterruptedSwap(buildLayout(root));
  if (treeHash(live) !== before)
    fail("The killed build changed build/client: the site it served is not the last complete build.");
  const reason = staleBuildReason(root, live);
  if (reason) fail(`After the killed build, npm start would build again (${reason}), though no source changed.`);

  const port = await freePort();
  const server = await startServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1" });
  try {
    const { inspirations } = await readContentSnapshot();
    const paths = [...prerenderPaths(), ...inspirationPaths(inspirations), "/sitemap.xml", "/robots.txt"];
    const wrong: string[] = [];
    for (const urlPath of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
      // The not-found pages, the guide and item ones included, answer with their own 404.
      const notFound = urlPath === NOT_FOUND_PATH || Object.values(inspirationNotFoundPaths).includes(urlPath);
      const expected = notFound ? 404 : 200;
      if (response.status !== expected) wrong.push(`${urlPath}: ${response.status}, expected ${expected}`);
    }
    if (wrong.length > 0) fail(`Pages that do not answer after the killed build:\n  ${wrong.join("\n  ")}`);
    console.log(`✔ build/client untouched and fresh; all ${paths.length} pages answer after the killed rebuild.`);
  } finally {
    await server.close();
  }
}

void main();
