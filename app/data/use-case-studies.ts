import { useQuery } from "@tanstack/react-query";
import { builtInCaseStudies } from "../../content/built-in-case-studies";
import type { CaseStudy } from "../../model/case-study";
import { type CaseStudiesBySlug, mergeCaseStudies } from "../../model/case-study-merge";
import { fetchCaseStudies } from "./fetch-case-studies";
import { contentQueryKeys } from "./query-keys";

/**
 * Case studies keyed by slug (SPEC §4): the built-in set, overridden by slug
 * with the remote answer; on failure or an empty answer the built-in set (or
 * what was shown before). Pass the pre-rendered snapshot's `data` as `snapshot`.
 */
export function useCaseStudies({ snapshot }: { snapshot?: Record<string, CaseStudy> } = {}): CaseStudiesBySlug {
  const query = useQuery<CaseStudiesBySlug>({
    queryKey: contentQueryKeys.caseStudies,
    queryFn: async ({ client }) => {
      const result = await fetchCaseStudies();
      if (result.success && Object.keys(result.data).length > 0)
        return mergeCaseStudies(builtInCaseStudies, result.data);
      if (result.error) console.warn(result.error);
      return (
        client.getQueryData<CaseStudiesBySlug>(contentQueryKeys.caseStudies) ??
        mergeCaseStudies(builtInCaseStudies, undefined)
      );
    },
    initialData: () => mergeCaseStudies(builtInCaseStudies, snapshot),
    initialDataUpdatedAt: 0,
  });
  return query.data;
}
