/**
 * Rewrites a pre-rendered page so its JavaScript starts loading after the page
 * has loaded, instead of competing with the first paint (DESIGN.md budgets:
 * LCP ≤ 1.5 s on mobile). The HTML is complete without scripts; hydration only
 * adds interactivity, so it can wait for the `load` event and the first
 * contentful paint.
 *
 * It removes the <link rel="modulepreload"> tags and turns the static imports of
 * React Router's boot script into dynamic imports run after both. It throws
 * when the boot script does not have the expected shape, so a React Router
 * upgrade that changes it fails the build instead of shipping a broken page.
 */

const BOOT_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;

/** How long after `load` the scripts start even if the browser has reported no contentful paint. */
export const BOOT_FALLBACK_MS = 3000;

export class BootScriptShapeError extends Error {
  constructor(detail: string) {
    super(`Unexpected React Router boot script: ${detail}`);
    this.name = "BootScriptShapeError";
  }
}

export function deferBoot(html: string): string {
  const match = BOOT_SCRIPT.exec(html);
  if (!match) throw new BootScriptShapeError("no inline module script found");
  const body = match[1] ?? "";
  const sideEffects: string[] = [];
  const named: [string, string][] = [];
  const rest: string[] = [];
  let entry: string | undefined;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const sideEffect = /^import "([^"]+)";$/.exec(line);
    const namespace = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    const dynamic = /^import\("([^"]+)"\);$/.exec(line);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) named.push([namespace[1], namespace[2]]);
    else if (dynamic?.[1]) entry = dynamic[1];
    else if (/^window\.__reactRouterRouteModules = \{[^}]*\};$/.test(line)) rest.push(line);
    else throw new BootScriptShapeError(`unknown line ${JSON.stringify(line.slice(0, 80))}`);
  }
  if (!entry) throw new BootScriptShapeError("no entry import");
  if (rest.length !== 1) throw new BootScriptShapeError("no route module table");

  // One module graph per task, each started after the one before has run (a task in between): the
  // browser evaluates a graph in one go, and the shared chunks (React, the router) with the root and the
  // page's own modules in one graph would be one long task right after the first paint.
  const boot = [
    "const boot = async () => {",
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});\nawait nextTask();`),
    ...named.map(([name, url]) => `const ${name} = await import(${JSON.stringify(url)});\nawait nextTask();`),
    ...rest,
    `await import(${JSON.stringify(entry)});`,
    "};",
    // Once the browser reports the first contentful paint (the frame is on screen, not just drawn), so
    // the scripts never start downloading before it, even when `load` fires first. Without paint timing,
    // after the next frame (a frame callback, then a task); and if no paint is reported within
    // BOOT_FALLBACK_MS of `load`, the scripts start anyway.
    "let started = false;",
    "const run = () => { if (!started) { started = true; setTimeout(boot, 0); } };",
    "const start = () => {",
    'if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "requestAnimationFrame(run);",
    "return;",
    "}",
    "const observer = new PerformanceObserver((list) => {",
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "observer.disconnect();",
    "run();",
    "});",
    'observer.observe({ type: "paint", buffered: true });',
    `setTimeout(run, ${BOOT_FALLBACK_MS});`,
    "};",
    'if (document.readyState === "complete") start(); else addEventListener("load", start, { once: true });',
  ].join("\n");

  return html
    .replace(match[0], `<script type="module">${boot}</script>`)
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
}
