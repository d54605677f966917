import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { SheetApi, SheetResponse } from "../../model/content/content-api.ts";
import type { ContentProblem } from "../../model/content/content-problem.ts";
import { ACCEPT_SHRINK_HINT, keepLastGoodReason } from "../../model/content/last-good-rows.ts";
import {
  caseStudiesTab,
  experiencesTab,
  guidesTab,
  itemsTab,
  linksTab,
  type SheetTab,
  solutionsTab,
} from "../../model/content/sheet-tabs.ts";
import { csvSourceId, readBuiltContentRecord } from "./built-content.ts";
import { type CsvAnswers, csvAnswers } from "./csv-answers.ts";
import { parseCsvTab } from "./parse-csv.ts";
import type { Payload } from "./payload.ts";
import { type Answer, type CaseStudiesAnswer, type ContentSource, logProblems } from "./source.ts";

/** A CSV larger than this is not read (a mistake, or an attack on memory). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

type TabState<Row> = { signature: string; rows: Row[]; problems: ContentProblem[] };

const tabs = {
  guides: guidesTab,
  items: itemsTab,
  links: linksTab,
  experiences: experiencesTab,
  solutions: solutionsTab,
  caseStudies: caseStudiesTab,
} as const;
type TabKey = keyof typeof tabs;
type RowOf<K extends TabKey> = (typeof tabs)[K] extends SheetTab<infer Row> ? Row : never;

type Answers = CsvAnswers;

export type LocalSourceOptions = {
  /** How often, at most, the files are checked for changes (ms). 0 checks on every request. */
  checkIntervalMs?: number;
  log?: Pick<Console, "warn" | "info">;
  /**
   * The content folder of the published build (build/client/.content): its rows
   * stand in for a tab that cannot be used when the server starts, and its row
   * counts are the last good ones until the server has read the tab itself.
   */
  builtContentDir?: string;
  /** CONTENT_ACCEPT_SHRINK: an emptied or shrunk file is served as it is. */
  acceptShrink?: boolean;
};

/**
 * The embedded default source: the CSV files of content/, parsed
 * into memory once and parsed again when a file changes (size, mtime or inode,
 * checked at most every `checkIntervalMs` when a request comes), so the owner
 * sees an edit on the next page load without a rebuild. A file that may not
 * replace the rows served (model/content/last-good-rows.ts: missing, unreadable, not
 * parsed whole, empty, header only, or cut off) is reported and its last good
 * rows are still served: those read earlier, else the published build's copy;
 * it never stops the server. Rows that parse but fail validation are skipped one by one.
 */
export class LocalCsvSource implements ContentSource {
  readonly description: string;
  readonly #dir: string;
  readonly #checkIntervalMs: number;
  readonly #log: Pick<Console, "warn" | "info">;
  readonly #built: BuiltCopy | undefined;
  readonly #acceptShrink: boolean;
  readonly #states = new Map<TabKey, TabState<unknown>>();
  #answers: Answers | undefined;
  #checkedAt = -Infinity;
  #checking: Promise<Answers> | undefined;

  constructor(dir: string, options: LocalSourceOptions = {}) {
    this.#dir = dir;
    this.#checkIntervalMs = options.checkIntervalMs ?? 200;
    this.#log = options.log ?? console;
    this.#built = options.builtContentDir ? builtCopyOf(options.builtContentDir, dir) : undefined;
    this.#acceptShrink = options.acceptShrink ?? false;
    this.description = `CSV files in ${path.relative(process.cwd(), dir) || "."}`;
  }

  async sheet<A extends SheetApi>(api: A): Promise<Answer<SheetResponse[A]> & { status: 200 }> {
    const answers = await this.#current();
    return { status: 200, payload: answers[api] as Payload<SheetResponse[A]> };
  }

  async caseStudies(): Promise<CaseStudiesAnswer & { status: 200 }> {
    return { status: 200, payload: (await this.#current()).caseStudies };
  }

  close(): void {}

  #current(): Promise<Answers> | Answers {
    if (this.#answers && performance.now() - this.#checkedAt < this.#checkIntervalMs) return this.#answers;
    this.#checking ??= this.#refresh().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  async #refresh(): Promise<Answers> {
    const keys = Object.keys(tabs) as TabKey[];
    const changed = new Set<TabKey>();
    await Promise.all(
      keys.map(async (key) => {
        if (await this.#reload(key)) changed.add(key);
      }),
    );
    this.#checkedAt = performance.now();
    if (!this.#answers || changed.size > 0) {
      const problems = keys.filter((key) => changed.has(key)).flatMap((key) => this.#state(key).problems);
      logProblems(this.description, problems, this.#log);
      this.#answers = this.#build();
    }
    return this.#answers;
  }

  /** Re-reads a tab's file when its signature changed; true when it did. */
  async #reload(key: TabKey): Promise<boolean> {
    const tab = tabs[key] as SheetTab<unknown>;
    const file = path.join(this.#dir, tab.file);
    let signature: string;
    let reading: Reading;
    try {
      const info = await stat(file, { bigint: true });
      signature = `${info.ino}:${info.size}:${info.mtimeNs}`;
      if (this.#states.get(key)?.signature === signature) return false;
      if (!info.isFile()) throw Object.assign(new Error("not a file"), { code: "EISDIR" });
      if (info.size > BigInt(MAX_CSV_BYTES)) {
        reading = unreadable(tab, `the file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB; not read`);
      } else {
        const parsed = parseCsvTab(tab, await readFile(file, "utf8"));
        const reason = parsed.broken ? parsed.problems[0]?.reason : undefined;
        reading = { rows: parsed.rows, problems: parsed.problems, ...(reason ? { unreadable: reason } : {}) };
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "error";
      signature = `error:${code}`;
      if (this.#states.get(key)?.signature === signature) return false;
      reading = unreadable(tab, code === "ENOENT" ? "the file is missing" : `the file cannot be read (${code})`);
    }
    const lastGood = this.#states.get(key)?.rows ?? this.#built?.rows(tab);
    const reason = keepLastGoodReason(
      { rows: reading.rows.length, ...(reading.unreadable ? { unreadable: reading.unreadable } : {}) },
      { lastGoodRows: lastGood?.length ?? this.#built?.count(tab), acceptShrink: this.#acceptShrink },
    );
    this.#states.set(
      key,
      reason === undefined
        ? { signature, rows: reading.rows, problems: reading.problems }
        : { signature, rows: lastGood ?? [], problems: keptProblems(tab, reading, reason, lastGood?.length ?? 0) },
    );
    return true;
  }

  #state<K extends TabKey>(key: K): TabState<RowOf<K>> {
    return (this.#states.get(key) ?? { signature: "", rows: [], problems: [] }) as TabState<RowOf<K>>;
  }

  #build(): Answers {
    return csvAnswers({
      guides: this.#state("guides"),
      items: this.#state("items"),
      links: this.#state("links"),
      experiences: this.#state("experiences"),
      solutions: this.#state("solutions"),
      caseStudies: this.#state("caseStudies"),
    });
  }
}

type Reading = { rows: unknown[]; problems: ContentProblem[]; unreadable?: string };

function unreadable(tab: SheetTab<unknown>, reason: string): Reading {
  return { rows: [], problems: [problem(tab, reason)], unreadable: reason };
}

/**
 * The problems of a reading that does not replace the rows served, ending in
 * what is served instead. A file not read whole already says why in its first
 * problem, so the note goes there rather than in a second line.
 */
function keptProblems(tab: SheetTab<unknown>, reading: Reading, reason: string, kept: number): ContentProblem[] {
  const served = kept > 0 ? `serving its last good rows (${kept})` : "no earlier rows to serve";
  if (reading.unreadable !== undefined) {
    const [first, ...rest] = reading.problems;
    return first
      ? [{ ...first, reason: `${first.reason}; ${served}` }, ...rest]
      : [problem(tab, `${reason}; ${served}`)];
  }
  const hint = kept > 0 ? `; ${ACCEPT_SHRINK_HINT.replace("one build", "one server start")}` : "";
  return [...reading.problems, problem(tab, `${reason}; ${served}${hint}`)];
}

/** The published build's copy of this folder's files, read when first needed; undefined for another folder's build. */
type BuiltCopy = {
  count(tab: SheetTab<unknown>): number | undefined;
  rows(tab: SheetTab<unknown>): unknown[] | undefined;
};

function builtCopyOf(builtContentDir: string, dir: string): BuiltCopy | undefined {
  const record = readBuiltContentRecord(builtContentDir);
  if (record?.source !== csvSourceId(dir)) return undefined;
  const parsed = new Map<string, unknown[] | undefined>();
  return {
    count: (tab) => record.rows[tab.file],
    rows: (tab) => {
      if (!parsed.has(tab.file)) {
        let rows: unknown[] | undefined;
        try {
          const copy = parseCsvTab(tab, readFileSync(path.join(builtContentDir, tab.file), "utf8"));
          rows = copy.broken || copy.rows.length === 0 ? undefined : copy.rows;
        } catch {
          rows = undefined;
        }
        parsed.set(tab.file, rows);
      }
      return parsed.get(tab.file);
    },
  };
}

function problem(tab: SheetTab<unknown>, reason: string): ContentProblem {
  return { file: tab.file, row: 1, field: "(file)", reason };
}
