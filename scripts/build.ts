// npm run build: the content check and its copy (scripts/lib/build-content.ts), the image
// variants, React Router's build and pre-render, then postbuild, all into build-staging;
// only a complete build is renamed into build/client
// (scripts/build-output.ts), with a manifest of the sources it was made from, which
// npm start reads to decide whether to build again (scripts/build-freshness.ts).
// Then the edge build of it in build/edge (scripts/build-edge.ts).
import { randomBytes } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { readServerEnv } from "../model/security/env";
import { SCRIPT_MARKER_VARIABLE } from "../model/security/own-scripts";
import { buildLayout } from "../server/build-folders";
import { BUILT_CONTENT_DIR } from "../server/content/built-content";
import { SERVER_BUILD_DIR } from "../server/published-pages";
import { ContentRefusedError, prepareBuildContent } from "./lib/build-content";
import { sourceFingerprint } from "./build-freshness";
import { type BuildStage, type BuildStep, buildSite } from "./build-output";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

/** Tells react-router.config.ts where to build (its buildDirectory). */
const BUILD_DIR_VARIABLE = "SITE_BUILD_DIR";

async function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await runCommand(command, args, env);
  if (code !== 0) throw new Error(`${step} failed (exit code ${code})`);
}

/**
 * The checked copy of the content while the build runs: beside build/client rather than in
 * build-staging, which React Router's build empties. Moved into the build once it is complete.
 */
const contentCopy = path.join(root, "build", ".content-staging");
// New for every build and seen by nobody before the build is published, so no content the pre-render reads
// can carry it: the pre-render puts it on every inline script the site writes, and postbuild hashes only the
// scripts that carry it into the pages' Content-Security-Policy (docs/decisions/027).
const scriptMarker = randomBytes(24).toString("base64url");
/** The environment of the pre-render and postbuild: the marker, and the checked copy when the content is CSV files. */
let renderEnv: NodeJS.ProcessEnv = { ...process.env, [SCRIPT_MARKER_VARIABLE]: scriptMarker };

const steps: BuildStep[] = [
  {
    name: "content check",
    run: async () => {
      rmSync(contentCopy, { recursive: true, force: true });
      const { csvDir } = await prepareBuildContent({
        env: readServerEnv(process.env),
        publishedDir: path.join(buildLayout(root).live, BUILT_CONTENT_DIR),
        outDir: contentCopy,
        label: (file) => path.relative(root, file),
      });
      if (csvDir) renderEnv = { ...renderEnv, CONTENT_DIR: csvDir };
    },
  },
  { name: "image variants", run: () => run("Making the image variants", bin("tsx"), ["scripts/build-images.ts"]) },
  {
    name: "React Router build and pre-render",
    run: ({ staging }) =>
      run("The React Router build", bin("react-router"), ["build"], { ...renderEnv, [BUILD_DIR_VARIABLE]: staging }),
  },
  {
    name: "postbuild",
    run: ({ client }) => run("postbuild", bin("tsx"), ["scripts/postbuild.ts", client], renderEnv),
  },
  // React Router's server build, inside the build's folder, so the server renders pages with the
  // build whose assets it serves, and a rebuild replaces both at once (server/published-pages.ts).
  {
    name: "server build",
    run: async ({ staging, client }) => renameSync(path.join(staging, "server"), path.join(client, SERVER_BUILD_DIR)),
  },
  // Inside the build, so the content it was made from is published (and replaced) with it.
  {
    name: "content copy",
    run: async ({ client }) => renameSync(contentCopy, path.join(client, BUILT_CONTENT_DIR)),
  },
];

const stageMessages: Partial<Record<BuildStage, string>> = {
  "manifest-written": "the build is complete",
  published: "now serving the new build from build/client",
};

async function main(): Promise<void> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const started = Date.now();
  // Read before the build starts: a source edited while it runs makes the next start build again.
  const sources = sourceFingerprint(root);
  let stepNumber = 0;
  try {
    await buildSite({
      layout: buildLayout(root),
      sources,
      steps,
      onStage: (stage) => {
        if (stage.startsWith("step:")) {
          stepNumber += 1;
          console.log(`\n▶ build [${stepNumber}/${steps.length}] ${stage.slice("step:".length)} (into build-staging)`);
        } else if (stageMessages[stage]) console.log(`▶ build: ${stageMessages[stage]}`);
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const published = existsSync(path.join(buildLayout(root).live, "index.html"));
    const kept = published ? "build/client still holds the last complete build" : "there is no complete build yet";
    console.error(error instanceof ContentRefusedError ? `\n✖ ${message}\n  (${kept}.)` : `\n✖ ${message}; ${kept}.`);
    process.exit(1);
  }
  // The edge build (Worker, wrangler.jsonc, workerd.capnp) of the build just published; written aside and renamed whole.
  try {
    console.log("\n▶ build: the edge build into build/edge");
    await run("The edge build", bin("tsx"), ["scripts/build-edge.ts"]);
  } catch (error) {
    console.error(
      `\n✖ ${error instanceof Error ? error.message : String(error)}; build/client is complete, build/edge is not up to date.`,
    );
    process.exit(1);
  }
  console.log(`✔ Built in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
}

void main();
