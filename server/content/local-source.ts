import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { SheetApi, SheetResponse } from "../../model/content-api.ts";
import type { ContentProblem } from "../../model/content-problem.ts";
import {
  caseStudiesTab,
  experiencesTab,
  guidesTab,
  itemsTab,
  linksTab,
  type SheetTab,
  solutionsTab,
} from "../../model/sheet-tabs.ts";
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
};

/**
 * The embedded default source: the CSV files of content/, parsed
 * into memory once and parsed again when a file changes (size, mtime or inode,
 * checked at most every `checkIntervalMs` when a request comes), so the owner
 * sees an edit on the next page load without a rebuild. A file that is
 * missing, unreadable or does not parse whole (parse-csv.ts) is reported and
 * its last good rows are still served (none when it was never good); it never
 * stops the server. Rows that parse but fail validation are skipped one by one.
 */
export class LocalCsvSource implements ContentSource {
  readonly description: string;
  readonly #dir: string;
  readonly #checkIntervalMs: number;
  readonly #log: Pick<Console, "warn" | "info">;
  readonly #states = new Map<TabKey, TabState<unknown>>();
  #answers: Answers | undefined;
  #checkedAt = -Infinity;
  #checking: Promise<Answers> | undefined;

  constructor(dir: string, options: LocalSourceOptions = {}) {
    this.#dir = dir;
    this.#checkIntervalMs = options.checkIntervalMs ?? 200;
    this.#log = options.log ?? console;
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
    let state: TabState<unknown>;
    try {
      const info = await stat(file, { bigint: true });
      signature = `${info.ino}:${info.size}:${info.mtimeNs}`;
      if (this.#states.get(key)?.signature === signature) return false;
      if (!info.isFile()) throw Object.assign(new Error("not a file"), { code: "EISDIR" });
      if (info.size > BigInt(MAX_CSV_BYTES)) {
        state = {
          signature,
          rows: [],
          problems: [problem(tab, `the file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB; not read`)],
        };
      } else {
        const parsed = parseCsvTab(tab, await readFile(file, "utf8"));
        const previous = this.#states.get(key);
        // A half-saved or corrupt file is treated as a missing one: its last good rows are still served.
        state = parsed.broken
          ? { signature, rows: previous?.rows ?? [], problems: parsed.problems.map((p) => keptNote(p, previous)) }
          : { signature, rows: parsed.rows, problems: parsed.problems };
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "error";
      signature = `error:${code}`;
      if (this.#states.get(key)?.signature === signature) return false;
      const reason = code === "ENOENT" ? "the file is missing" : `the file cannot be read (${code})`;
      // Nothing is lost: while the file is gone or unreadable, its last good rows are still served.
      const previous = this.#states.get(key);
      state = { signature, rows: previous?.rows ?? [], problems: [keptNote(problem(tab, reason), previous)] };
    }
    this.#states.set(key, state);
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

/** Says so in a problem when the last good rows of the file are served in its place. */
function keptNote(problem: ContentProblem, previous: TabState<unknown> | undefined): ContentProblem {
  return previous?.rows.length ? { ...problem, reason: `${problem.reason}; serving its last good rows` } : problem;
}

function problem(tab: SheetTab<unknown>, reason: string): ContentProblem {
  return { file: tab.file, row: 1, field: "(file)", reason };
}
