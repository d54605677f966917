import type { Pages } from "../app.ts";
import type { ContentSource } from "../content/source.ts";
import { BundledCsvSource } from "./bundled-csv-source.ts";

/**
 * What the build says of its pre-rendered pages, when it rendered every one of them from the CSV files
 * bundled into the Worker and nothing else (no sheet, no Notion): the year it rendered them in, which
 * their footers show (SPEC §2, the copyright line's current year).
 */
export type PrerenderedFromCsv = { year: number };

/**
 * Whether the build's pre-rendered pages are the pages this Worker would render: the build rendered
 * them from the bundled CSV files alone, the Worker serves those same files (no sheet or Notion set since),
 * and the year has not turned.
 */
export function prerenderedPagesAreCurrent(
  built: PrerenderedFromCsv | undefined,
  content: ContentSource,
  now: Date = new Date(),
): boolean {
  return built !== undefined && content instanceof BundledCsvSource && now.getFullYear() === built.year;
}

/** A page's own address with nothing in its query (app.ts hands data requests over as `….data`). */
function isPlainPageAddress(address: string): boolean {
  return !address.includes("?") && !address.endsWith(".data");
}

/**
 * Pages that leave every plain page address to the build's own file, which holds the same page: an
 * address with a query (a filter's page, which no file holds) is rendered, and so is a page's data (the
 * build's `.data` files are not typed or compressed as a server answers them). A page's render costs a
 * Worker 10 to 60 ms of CPU, over the Workers Free plan's 10 ms a request; a file costs next to none
 * (decision 038).
 */
export function pagesPreferringFiles(pages: Pages, stillCurrent: () => boolean): Pages {
  return {
    page: async (address) => (isPlainPageAddress(address) && stillCurrent() ? undefined : pages.page(address)),
  };
}
