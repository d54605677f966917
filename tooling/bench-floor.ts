import { missedTargets, type RunFigures, type ThrottlingMethod } from "./bench-summary";

/**
 * The page `npm run bench` measures beside the site's routes: one heading and one paragraph, no CSS, no script,
 * no picture. Nothing can load faster, so its figures are what the measuring machine allows: a route's miss
 * that the floor page shares is the machine's, not the page's (decision 024).
 */
export const FLOOR_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The smallest page: what this machine allows.">
<title>Floor</title>
</head>
<body>
<h1>Floor</h1>
<p>One heading and one paragraph, measured like every route of the site.</p>
</body>
</html>
`;

export const FLOOR_LABEL = "floor: one-paragraph page";

/** One line per method: the floor page's figures, and the targets even it misses on this machine. */
export function formatFloor(floor: Partial<Record<ThrottlingMethod, RunFigures>>): string {
  const lines = (Object.entries(floor) as [ThrottlingMethod, RunFigures][]).map(([method, figures]) => {
    const figuresText = `performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`;
    const cpu = figures.benchmarkIndex > 0 ? `, CPU benchmark index ${Math.round(figures.benchmarkIndex)}` : "";
    const missed = missedTargets(figures, method, false);
    const verdict = missed.length > 0 ? `; even it misses ${missed.join(", ")}` : "";
    return `  ${method.padEnd(8)}  ${figuresText}${cpu}${verdict}`;
  });
  return [`What this machine allows (${FLOOR_LABEL}, no CSS, script or picture):`, ...lines].join("\n");
}
