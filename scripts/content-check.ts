// npm run content:check [content-dir]: validates the content the owner edits
// and prints every problem as `file:row: field: reason`; exits 1 on any.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { builtInCaseStudies } from "../content/built-in-case-studies";
import { experienceHistory } from "../content/experience-history";
import { talks } from "../content/talks";
import { values } from "../content/values";
import { CaseStudySchema } from "../model/content/case-study";
import { type ContentProblem, formatProblem } from "../model/content/content-problem";
import { keepLastGoodReason } from "../model/content/last-good-rows";
import {
  type AssetReference,
  assetReferences,
  type ContentSet,
  crossReferenceProblems,
  type Located,
} from "../tooling/content-references";
import { ExperienceSchema } from "../model/content/experience";
import {
  caseStudiesTab,
  experiencesTab,
  guidesTab,
  itemsTab,
  linksTab,
  type SheetTab,
  solutionsTab,
} from "../model/content/sheet-tabs";
import { TalkSchema } from "../model/content/talk";
import { ValueSchema } from "../model/content/value";
import { BUILT_CONTENT_DIR, csvSourceId, readBuiltContentRecord } from "../server/content/built-content";
import { readCsvTab } from "./lib/build-content";

const root = path.resolve(import.meta.dirname, "..");

export type CheckResult = { problems: ContentProblem[]; files: number; rows: number };

function label(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** Tabs whose file does not parse whole: checks across tabs would only repeat that problem row by row. */
type Broken = Set<string>;

function readTab<Row>(
  dir: string,
  tab: SheetTab<Row>,
  problems: ContentProblem[],
  broken: Broken,
  lastGood: Record<string, number>,
): Located<Row> {
  const reading = readCsvTab(dir, tab, label(path.join(dir, tab.file)));
  problems.push(...reading.problems);
  // A file read but not parsed whole would repeat its problem row by row in the checks across tabs.
  if (reading.unreadable !== undefined && reading.text !== undefined) broken.add(tab.name);
  if (reading.unreadable === undefined) {
    // What the server and the build refuse too (model/content/last-good-rows.ts): a tab emptied or cut to under half.
    const reason = keepLastGoodReason({ rows: reading.rows.length }, { lastGoodRows: lastGood[tab.file] });
    if (reason) {
      const consequence = "the running site keeps its last good rows and a build stops here";
      problems.push({ file: reading.file, row: 1, field: "(file)", reason: `${reason}; ${consequence}` });
    }
  }
  return { file: reading.file, rows: reading.rows, rowNumbers: reading.rowNumbers };
}

/** The typed static lists (content/*.ts) checked against their schemas; "row" is the entry's position (1 = first). */
function checkList(file: string, schema: z.ZodType, entries: readonly unknown[], problems: ContentProblem[]): void {
  entries.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return;
    for (const issue of result.error.issues) {
      problems.push({ file, row: index + 1, field: issue.path.join(".") || "(entry)", reason: issue.message });
    }
  });
}

function staticListAssets(): AssetReference[] {
  const list = (
    file: string,
    entries: readonly { image?: string; thumbnail?: string }[],
    field: "image" | "thumbnail",
  ) =>
    entries.flatMap((entry, index) => {
      const target = entry[field];
      return target ? [{ file, row: index + 1, field, path: target }] : [];
    });
  return [
    ...list("content/talks.ts", talks, "image"),
    ...list("content/values.ts", values, "image"),
    ...list("content/experience-history.ts", experienceHistory, "thumbnail"),
    ...list("content/built-in-case-studies.ts", builtInCaseStudies, "thumbnail"),
  ];
}

function missingAssets(references: readonly AssetReference[], publicDir: string): ContentProblem[] {
  return references.flatMap((reference) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(reference.path);
    } catch {
      return [{ ...reference, reason: `${reference.path} is not valid URL encoding` }];
    }
    const file = path.join(publicDir, decoded);
    const exists = file.startsWith(publicDir + path.sep) && existsSync(file) && statSync(file).isFile();
    return exists
      ? []
      : [
          {
            file: reference.file,
            row: reference.row,
            field: reference.field,
            reason: `${reference.path} does not exist in public/`,
          },
        ];
  });
}

export function checkContent(
  contentDir = path.join(root, "content"),
  publicDir = path.join(root, "public"),
  /** The published build's content folder: its row counts are the last good ones. */
  publishedDir = path.join(root, "build/client", BUILT_CONTENT_DIR),
): CheckResult {
  const problems: ContentProblem[] = [];
  const broken: Broken = new Set();
  const record = readBuiltContentRecord(publishedDir);
  const lastGood = record?.source === csvSourceId(contentDir) ? record.rows : {};
  const read = <Row>(tab: SheetTab<Row>) => readTab(contentDir, tab, problems, broken, lastGood);
  const content: ContentSet = {
    guides: read(guidesTab),
    items: read(itemsTab),
    links: read(linksTab),
    experiences: read(experiencesTab),
    solutions: read(solutionsTab),
    caseStudies: read(caseStudiesTab),
    builtInCaseStudySlugs: builtInCaseStudies.map((study) => study.slug),
  };
  if (broken.size === 0) problems.push(...crossReferenceProblems(content));
  checkList("content/talks.ts", TalkSchema, talks, problems);
  checkList("content/values.ts", ValueSchema, values, problems);
  checkList("content/experience-history.ts", ExperienceSchema, experienceHistory, problems);
  checkList("content/built-in-case-studies.ts", CaseStudySchema, builtInCaseStudies, problems);
  problems.push(...missingAssets([...assetReferences(content), ...staticListAssets()], path.resolve(publicDir)));
  const tabs = [
    content.guides,
    content.items,
    content.links,
    content.experiences,
    content.solutions,
    content.caseStudies,
  ];
  return { problems, files: tabs.length, rows: tabs.reduce((sum, tab) => sum + tab.rows.length, 0) };
}

function main(): void {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { problems, files, rows } = checkContent(dir);
  for (const problem of problems) console.log(formatProblem(problem));
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} content problem${problems.length === 1 ? "" : "s"}. Bad rows are skipped by the site; fix them in the files above.`,
    );
    process.exit(1);
  }
  console.log(`Content OK: ${rows} rows in ${files} CSV files, the static lists and every image they name.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
