import type { CaseStudy } from "../../model/content/case-study.ts";
import type { CaseStudiesResponse, SheetApi, SheetResponse } from "../../model/content/content-api.ts";
import type { ContentProblem } from "../../model/content/content-problem.ts";
import type { Experience } from "../../model/content/experience.ts";
import type { Guide } from "../../model/content/guide.ts";
import type { Item } from "../../model/content/item.ts";
import type { Link } from "../../model/content/link.ts";
import type { StoreItem } from "../../model/content/store-item.ts";
import { Payload } from "./payload.ts";
import { caseStudiesAnswerData, withProblems } from "./source.ts";

/** The rows and problems of one tab, as read from its CSV text. */
export type TabRows<Row> = { rows: Row[]; problems: ContentProblem[] };

export type CsvTabs = {
  guides: TabRows<Guide>;
  items: TabRows<Item>;
  links: TabRows<Link>;
  experiences: TabRows<Experience>;
  solutions: TabRows<StoreItem>;
  caseStudies: TabRows<CaseStudy>;
};

export type CsvAnswers = { [A in SheetApi]: Payload<SheetResponse[A]> } & { caseStudies: Payload<CaseStudiesResponse> };

/**
 * The API's answers made from the tabs of the CSV files: the same for the Node
 * server's files on disk (local-source.ts) and the edge build's bundled copy
 * (edge/bundled-csv-source.ts). Problems ride along in `errors`.
 */
export function csvAnswers(tabs: CsvTabs): CsvAnswers {
  const { guides, items, links, experiences, solutions, caseStudies } = tabs;
  return {
    inspirations: new Payload(
      withProblems({ guides: guides.rows, items: items.rows, links: links.rows }, [
        ...guides.problems,
        ...items.problems,
        ...links.problems,
      ]),
    ),
    experiences: new Payload(withProblems({ items: experiences.rows }, experiences.problems)),
    solutions: new Payload(withProblems({ items: solutions.rows }, solutions.problems)),
    caseStudies: new Payload(caseStudiesAnswerData(caseStudies.rows, caseStudies.problems)),
  };
}
