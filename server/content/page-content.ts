import type {
  CaseStudiesResponse,
  ExperiencesResponse,
  InspirationsResponse,
  SolutionsResponse,
} from "../../model/content-api.ts";
import type { ContentProblem } from "../../model/content-problem.ts";
import type { ContentSource } from "./source.ts";

/** The field of the problem that says a whole answer failed (its `reason` is the source's error). */
const SOURCE_FAILED = "(source)";

/** Everything the content API serves, parsed: what the pages are rendered from (no HTTP). */
export type ContentSnapshot = {
  inspirations: InspirationsResponse;
  experiences: ExperiencesResponse;
  solutions: SolutionsResponse;
  caseStudies: CaseStudiesResponse;
};

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
 * Why the content source failed to answer this part of a snapshot (its error), or undefined when it
 * answered (possibly with its last good answer, or with bad rows skipped): a page that must say the
 * call failed (SPEC §8, Experiences) tells these apart from an answer that is only empty.
 */
export function sourceFailure(answer: { errors?: readonly ContentProblem[] }): string | undefined {
  return answer.errors?.find((problem) => problem.field === SOURCE_FAILED)?.reason;
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
  if (!read) throw new Error("No content for this page: render it through the server, or through react-router build, which provides it.");
  return read();
}
