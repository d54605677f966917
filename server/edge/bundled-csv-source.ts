import type { SheetApi, SheetResponse } from "../../model/content/content-api.ts";
import {
  caseStudiesTab,
  experiencesTab,
  guidesTab,
  itemsTab,
  linksTab,
  type SheetTab,
  solutionsTab,
} from "../../model/content/sheet-tabs.ts";
import { type CsvAnswers, csvAnswers, type TabRows } from "../content/csv-answers.ts";
import { parseCsvTab } from "../content/parse-csv.ts";
import type { Payload } from "../content/payload.ts";
import { type Answer, type CaseStudiesAnswer, type ContentSource, logProblems } from "../content/source.ts";

/** The CSV files of content/ as text, by file name ("guides.csv"), bundled into the Worker at build. */
export type BundledCsv = Readonly<Record<string, string>>;

/**
 * The embedded default source on the edge: the CSV files of content/ as they
 * were at build, parsed with the same reader and schemas as the Node server's
 * (parse-csv.ts, model/), once per isolate. A missing file serves no rows and
 * is reported, as on Node. An edit needs a new build and deploy.
 */
export class BundledCsvSource implements ContentSource {
  readonly description = "the CSV files bundled at build";
  #answers: CsvAnswers | undefined;

  constructor(
    private readonly files: BundledCsv,
    private readonly log: Pick<Console, "warn"> = console,
  ) {}

  async sheet<A extends SheetApi>(api: A): Promise<Answer<SheetResponse[A]> & { status: 200 }> {
    return { status: 200, payload: this.#current()[api] as Payload<SheetResponse[A]> };
  }

  async caseStudies(): Promise<CaseStudiesAnswer & { status: 200 }> {
    return { status: 200, payload: this.#current().caseStudies };
  }

  close(): void {}

  #parse<Row>(tab: SheetTab<Row>): TabRows<Row> {
    const text = Object.hasOwn(this.files, tab.file) ? this.files[tab.file] : undefined;
    if (text === undefined) {
      return { rows: [], problems: [{ file: tab.file, row: 1, field: "(file)", reason: "the file is missing" }] };
    }
    const { rows, problems } = parseCsvTab(tab, text);
    return { rows, problems };
  }

  #current(): CsvAnswers {
    if (this.#answers) return this.#answers;
    const tabs = {
      guides: this.#parse(guidesTab),
      items: this.#parse(itemsTab),
      links: this.#parse(linksTab),
      experiences: this.#parse(experiencesTab),
      solutions: this.#parse(solutionsTab),
      caseStudies: this.#parse(caseStudiesTab),
    };
    logProblems(
      this.description,
      Object.values(tabs).flatMap((tab) => tab.problems),
      this.log,
    );
    this.#answers = csvAnswers(tabs);
    return this.#answers;
  }
}
