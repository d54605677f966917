// npm start: builds the site when there is no complete build of the current sources (the
// build's manifest says what it was made from), then serves the pre-rendered pages on
// http://localhost:3000 (PORT overrides). A build stopped half-way never replaced the
// last complete one (scripts/build-output.ts).
import "../server/production-mode";
import { existsSync } from "node:fs";
import path from "node:path";
import { EnvError, readBuildEnv, readServerEnv } from "../model/security/env";
import { buildLayout, readManifest, recoverInterruptedSwap } from "../server/build-folders";
import { BUILD_CLIENT_DIR, startServer } from "../server/main";
import { staleBuildReason } from "./build-freshness";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");

async function main(): Promise<void> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  try {
    // Report a bad variable before spending time on a build.
    readServerEnv(process.env);
    readBuildEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A build stopped between its two renames left no build/client: put the complete one back
  // before judging its freshness (startServer does the same for npm run serve).
  recoverInterruptedSwap(buildLayout(root));
  const reason = staleBuildReason(root, BUILD_CLIENT_DIR);
  if (reason) {
    console.log(`Building the site (${reason})…`);
    const code = await runCommand("npm", ["run", "build", "--silent"]);
    const published = readManifest(BUILD_CLIENT_DIR);
    if (code !== 0 && !published) {
      console.error("The build failed; see the messages above.");
      process.exit(code);
    }
    // A failed build published nothing: the site stays up with the last complete build.
    if (code !== 0)
      console.error(
        `The build failed; see the messages above. Serving the last complete build (${published?.builtAt}).`,
      );
  }

  try {
    const { url } = await startServer();
    console.log(`\n  Site ready at ${url}\n  Press Ctrl+C to stop.\n`);
  } catch (error) {
    console.error(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

void main();
