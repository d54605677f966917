import type { CaseStudy } from "../../model/case-study.ts";
import type { CaseStudiesResponse, SheetApi, SheetResponse } from "../../model/content-api.ts";
import type { ContentProblem } from "../../model/content-problem.ts";
import { caseStudiesTab, experiencesTab, guidesTab, itemsTab, linksTab, type SheetTab, solutionsTab } from "../../model/sheet-tabs.ts";
import { parseCsvTab } from "../content/parse-csv.ts";
import { Payload } from "../content/payload.ts";
import {
  type Answer,
  type CaseStudiesAnswer,
  caseStudiesAnswerData,
  type ContentSource,
  logProblems,
  withProblems,
} from "../content/source.ts";

/** The CSV files of content/ as text, by file name ("guides.csv"), bundled into the Worker at build. */
export type BundledCsv = Readonly<Record<string, string>>;

type Parsed<Row> = { rows: Row[]; problems: ContentProblem[] };

/**
 * The embedded default source on the edge: the CSV files of content/ as they
 * were at build, parsed with the same reader and schemas as the Node server's
 * (parse-csv.ts, model/), once per isolate. A missing file serves no rows and
 * is reported, as on Node. An edit needs a new build and deploy.
 */
export class BundledCsvSource implements ContentSource {
  readonly description = "the CSV files bundled at build";
  #answers: ({ [A in SheetApi]: Payload<SheetResponse[A]> } & { caseStudies: Payload<CaseStudiesResponse> }) | undefined;

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

  #parse<Row>(tab: SheetTab<Row>): Parsed<Row> {
    const text = Object.hasOwn(this.files, tab.file) ? this.files[tab.file] : undefined;
    if (text === undefined) {
      return { rows: [], problems: [{ file: tab.file, row: 1, field: "(file)", reason: "the file is missing" }] };
    }
    const { rows, problems } = parseCsvTab(tab, text);
    return { rows, problems };
  }

  #current() {
    if (this.#answers) return this.#answers;
    const guides = this.#parse(guidesTab);
    const items = this.#parse(itemsTab);
    const links = this.#parse(linksTab);
    const experiences = this.#parse(experiencesTab);
    const solutions = this.#parse(solutionsTab);
    const caseStudies = this.#parse(caseStudiesTab);
    logProblems(this.description, [guides, items, links, experiences, solutions, caseStudies].flatMap((tab) => tab.problems), this.log);
    this.#answers = {
      inspirations: new Payload(
        withProblems({ guides: guides.rows, items: items.rows, links: links.rows }, [
          ...guides.problems,
          ...items.problems,
          ...links.problems,
        ]),
      ),
      experiences: new Payload(withProblems({ items: experiences.rows }, experiences.problems)),
      solutions: new Payload(withProblems({ items: solutions.rows }, solutions.problems)),
      caseStudies: new Payload(caseStudiesAnswerData(caseStudies.rows as CaseStudy[], caseStudies.problems)),
    };
    return this.#answers;
  }
}
