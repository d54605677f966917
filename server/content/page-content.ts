import type {
  CaseStudiesResponse,
  ExperiencesResponse,
  InspirationsResponse,
  SolutionsResponse,
} from "../../model/content/content-api.ts";
import type { ContentProblem } from "../../model/content/content-problem.ts";
import type { ContentSource } from "./source.ts";

/** Everything the content API serves, parsed: what the pages are rendered from (no HTTP). */
export type ContentSnapshot = {
  inspirations: InspirationsResponse;
  experiences: ExperiencesResponse;
  solutions: SolutionsResponse;
  caseStudies: CaseStudiesResponse;
};

/** The field of the problem that marks an answer of a failed call (snapshotOf); its `reason` is the source's error. */
const SOURCE_FAILED = "(source)";

/**
 * Whether an answer in the snapshot stands for a failed call: its lists are empty because the
 * source failed and had no good answer to fall back on (SPEC §8), not because the content is empty
 * (an answer served from the last good content, or with bad rows skipped, did not fail).
 */
export function sourceFailed(answer: { errors?: readonly ContentProblem[] }): boolean {
  return answer.errors?.some((problem) => problem.field === SOURCE_FAILED) ?? false;
}

/** The same data as the API's answers; a failed remote gives empty lists (and `errors`), never a throw. */
export async function snapshotOf(source: ContentSource): Promise<ContentSnapshot> {
  const [inspirations, experiences, solutions, caseStudies] = await Promise.all([
    source.sheet("inspirations"),
    source.sheet("experiences"),
    source.sheet("solutions"),
    source.caseStudies(),
  ]);
  const failed = (error: string) => [{ file: "content source", row: 0, field: SOURCE_FAILED, reason: error }];
  return {
    inspirations:
      inspirations.status === 200
        ? inspirations.payload.data
        : { guides: [], items: [], links: [], errors: failed(inspirations.payload.data.error) },
    experiences:
      experiences.status === 200
        ? experiences.payload.data
        : { items: [], errors: failed(experiences.payload.data.error) },
    solutions:
      solutions.status === 200 ? solutions.payload.data : { items: [], errors: failed(solutions.payload.data.error) },
    caseStudies: caseStudies.payload.data,
  };
}

/**
 * What the server hands a page's loader (React Router's load context) when it renders a page on
 * request, on Node and in the Worker: the live content source, the same the content API serves.
 */
export type PageLoadContext = { content: ContentSource };

const BUILD_CONTENT = Symbol.for("portfolio-site.build-content");
type WithBuildContent = { [BUILD_CONTENT]?: () => Promise<ContentSnapshot> };

/**
 * The content of pages rendered without a server's load context: the pre-render, which React
 * Router runs with no context, and the dev server. react-router.config.ts provides it in the build's
 * process, so a route never imports the Node-only code that reads it (the Worker bundles routes).
 */
export function provideBuildContent(read: () => Promise<ContentSnapshot>): void {
  (globalThis as WithBuildContent)[BUILD_CONTENT] = read;
}

function isPageLoadContext(context: unknown): context is PageLoadContext {
  return typeof context === "object" && context !== null && "content" in context && context.content !== undefined;
}

/** The content a route's loader renders from: the server's live source, or the build's. */
export function pageContent(context: unknown): Promise<ContentSnapshot> {
  if (isPageLoadContext(context)) return snapshotOf(context.content);
  const read = (globalThis as WithBuildContent)[BUILD_CONTENT];
  if (!read)
    throw new Error(
      "No content for this page: render it through the server, or through react-router build, which provides it.",
    );
  return read();
}
