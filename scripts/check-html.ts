// npm run check:html: every pre-rendered page of build/client (each route, guide and
// item, the not-found page and the browser-rendered shell) through an HTML validator
// (html-validate with .htmlvalidate.json and scripts/html-check-rules.ts). Exit 1 on any
// error, each printed as file:line:column: message (rule).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ConfigData, HtmlValidate, type Message, StaticConfigLoader } from "html-validate";
import { sitePages } from "../model/pages/site-pages";
import { SITE_RULES, sitePlugin } from "./html-check-rules";

const root = path.resolve(import.meta.dirname, "..");

/** The validator with the repository's configuration and the site's own rules. */
export function createHtmlValidator(): HtmlValidate {
  const config = JSON.parse(readFileSync(path.join(root, ".htmlvalidate.json"), "utf8")) as ConfigData;
  return new HtmlValidate(
    new StaticConfigLoader({
      ...config,
      plugins: [...(config.plugins ?? []), sitePlugin],
      rules: { ...config.rules, ...SITE_RULES },
    }),
  );
}

export type HtmlProblem = { file: string; line: number; column: number; message: string; rule: string };

export async function validateHtml(validator: HtmlValidate, file: string, html: string): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages
      // Severity 2 is an error; this configuration sets no warnings.
      .filter((message: Message) => message.severity === 2)
      .map((message: Message) => ({
        file,
        line: message.line,
        column: message.column,
        message: message.message,
        rule: message.ruleId,
      })),
  );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Pages that must be there, so a build that lost them cannot pass by having less to check. */
function expectedFiles(client: string): string[] {
  const pages = sitePages.map((page) =>
    path.join(client, page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`),
  );
  return [...pages, path.join(client, "404.html")];
}

async function main(): Promise<void> {
  const client = path.resolve(process.argv[2] ?? path.join(root, "build/client"));
  if (!existsSync(path.join(client, "index.html"))) {
    console.error(`No build found in ${client}. Run "npm run build" first.`);
    process.exit(1);
  }
  const missing = expectedFiles(client).filter((file) => !existsSync(file));
  const files = htmlFiles(client).sort();
  for (const kind of ["guide", "item"]) {
    if (!files.some((file) => file.includes(`${path.sep}inspirations${path.sep}${kind}${path.sep}`))) {
      missing.push(path.join(client, `inspirations/${kind}/*/index.html`));
    }
  }
  if (missing.length > 0) {
    console.error(
      `Pages missing from the build:\n${missing.map((file) => `  ${path.relative(root, file)}`).join("\n")}`,
    );
    process.exit(1);
  }

  const validator = createHtmlValidator();
  const problems: HtmlProblem[] = [];
  for (const [index, file] of files.entries()) {
    const relative = path.relative(root, file);
    if (process.stdout.isTTY) process.stdout.write(`\r  HTML: ${index + 1}/${files.length} pages checked`);
    problems.push(...(await validateHtml(validator, relative, readFileSync(file, "utf8"))));
  }
  if (process.stdout.isTTY) process.stdout.write("\n");
  for (const problem of problems)
    console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} (${problem.rule})`);
  if (problems.length > 0) {
    const pages = new Set(problems.map((problem) => problem.file)).size;
    console.error(`\n${problems.length} HTML error(s) on ${pages} of ${files.length} pages.`);
    process.exit(1);
  }
  console.log(`Valid HTML on all ${files.length} pages.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) void main();
