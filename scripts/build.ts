// npm run build: the image variants, React Router's build and pre-render, then postbuild,
// all into build-staging; only a complete build is renamed into build/client
// (scripts/build-output.ts), with a manifest of the sources it was made from, which
// npm start reads to decide whether to build again (scripts/build-freshness.ts).
// Then the edge build of it in build/edge (scripts/build-edge.ts).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { SCRIPT_MARKER_VARIABLE } from "../model/own-scripts";
import { buildLayout } from "../server/build-folders";
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

// New for every build and seen by nobody before the build is published, so no content the pre-render reads
// can carry it: the pre-render puts it on every inline script the site writes, and postbuild hashes only the
// scripts that carry it into the pages' Content-Security-Policy (docs/decisions/025).
const scriptMarker = randomBytes(24).toString("base64url");
const withMarker = { ...process.env, [SCRIPT_MARKER_VARIABLE]: scriptMarker };

const steps: BuildStep[] = [
  { name: "image variants", run: () => run("Making the image variants", bin("tsx"), ["scripts/build-images.ts"]) },
  {
    name: "React Router build and pre-render",
    run: ({ staging }) => run("The React Router build", bin("react-router"), ["build"], { ...withMarker, [BUILD_DIR_VARIABLE]: staging }),
  },
  { name: "postbuild", run: ({ client }) => run("postbuild", bin("tsx"), ["scripts/postbuild.ts", client], withMarker) },
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
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}; build/client still holds the last complete build.`);
    process.exit(1);
  }
  // The edge build (Worker, wrangler.jsonc, workerd.capnp) of the build just published; written aside and renamed whole.
  try {
    console.log("\n▶ build: the edge build into build/edge");
    await run("The edge build", bin("tsx"), ["scripts/build-edge.ts"]);
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}; build/client is complete, build/edge is not up to date.`);
    process.exit(1);
  }
  console.log(`✔ Built in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
}

void main();
