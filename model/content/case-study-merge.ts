import type { CaseStudy } from "./case-study";
import { recordOf } from "../security/own-entry";

export type CaseStudiesBySlug = Record<string, CaseStudy>;

/**
 * SPEC §4: case studies come from the remote source when it answers; a remote
 * entry overrides the built-in one with the same slug; a failed or empty
 * remote answer leaves the built-in set.
 */
export function mergeCaseStudies(
  builtIn: readonly CaseStudy[],
  remote: CaseStudiesBySlug | undefined,
): CaseStudiesBySlug {
  const merged = new Map<string, CaseStudy>();
  for (const study of builtIn) merged.set(study.slug, study);
  for (const [slug, study] of Object.entries(remote ?? {})) merged.set(slug, { ...study, slug });
  return recordOf(merged);
}
