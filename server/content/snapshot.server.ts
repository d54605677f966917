import type {
  CaseStudiesResponse,
  ExperiencesResponse,
  InspirationsResponse,
  SolutionsResponse,
} from "../../model/content-api.ts";
import { readServerEnv } from "../../model/env.ts";
import { createContentSource } from "./create-source.ts";
import type { ContentSource } from "./source.ts";

/** Everything the content API serves, parsed, for build-time pre-rendering (no HTTP). */
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
  const failed = (error: string) => [{ file: "content source", row: 0, field: "(source)", reason: error }];
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

let shared: Promise<ContentSnapshot> | undefined;

/**
 * The content for pre-rendering (route loaders, react-router.config.ts), read
 * once per build from the source the environment configures, the same source
 * the server uses. Pass `env` to read another configuration (not cached).
 */
export function readContentSnapshot(env?: Record<string, string | undefined>): Promise<ContentSnapshot> {
  if (env) return snapshotOf(createContentSource(readServerEnv(env), { log: console }));
  shared ??= snapshotOf(createContentSource(readServerEnv(process.env), { log: console }));
  return shared;
}
