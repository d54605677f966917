// npm test: every check in order, stopping at the first that fails.
import { runCommand } from "./run-command";

const steps: { name: string; args: string[] }[] = [
  // CI installs with `npm ci`; a lock file it would refuse fails here first (docs/decisions/003).
  { name: "lock file accepted by npm ci", args: ["ci", "--dry-run", "--ignore-scripts", "--loglevel=error"] },
  { name: "typecheck", args: ["run", "typecheck", "--silent"] },
  { name: "lint", args: ["run", "lint", "--silent"] },
  { name: "content check", args: ["run", "content:check", "--silent"] },
  { name: "unit and component tests", args: ["run", "test:unit", "--silent"] },
  { name: "production build", args: ["run", "build", "--silent"] },
  { name: "valid HTML on every page", args: ["run", "check:html", "--silent"] },
  // One more (partial) build: a rebuild killed half-way must leave the site whole.
  { name: "an interrupted rebuild leaves the site whole", args: ["run", "check:interrupted-build", "--silent"] },
  { name: "size budgets", args: ["run", "check:budgets", "--silent"] },
  { name: "browser tests", args: ["run", "test:e2e", "--silent"] },
  // Route, API and header checks again, against the edge build under workerd, beside the Node server.
  { name: "browser tests on the edge build (workerd)", args: ["run", "test:e2e:edge", "--silent"] },
];

async function main(): Promise<void> {
  const started = Date.now();
  for (const [index, step] of steps.entries()) {
    const stepStarted = Date.now();
    console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
    const code = await runCommand("npm", step.args);
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (code !== 0) {
      console.error(`\n✖ ${step.name} failed after ${seconds}s (exit code ${code}).`);
      process.exit(code);
    }
    console.log(`✔ ${step.name} (${seconds}s)`);
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
}

void main();
