import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { experienceHistory } from "../../content/experience-history";
import type { Experience } from "../../model/experience";
import { type ExperienceCard, experienceToCard } from "../../model/experience-card";
import { experiencesOrFallback } from "../../model/experience-list";
import { fetchExperiences } from "./fetch-experiences";
import { contentQueryKeys } from "./query-keys";

export type UseExperiences = {
  /** Published experiences by priority, or the static six-role history when there are none (SPEC §4). */
  experiences: Experience[];
  cards: ExperienceCard[];
  isFallback: boolean;
  isLoading: boolean;
  /** 'Failed to fetch experiences: {status} {text}' after the retries (SPEC §8). */
  errorMessage: string | undefined;
};

/** The professional journey; pass the pre-rendered snapshot's items as `snapshot`. */
export function useExperiences({ snapshot }: { snapshot?: Experience[] } = {}): UseExperiences {
  const query = useQuery({
    queryKey: contentQueryKeys.experiences,
    queryFn: () => fetchExperiences(),
    initialData: snapshot,
    initialDataUpdatedAt: 0,
  });
  const { items, isFallback } = useMemo(() => experiencesOrFallback(query.data ?? [], experienceHistory), [query.data]);
  const cards = useMemo(() => items.map(experienceToCard), [items]);
  return {
    experiences: items,
    cards,
    isFallback,
    isLoading: query.isPending,
    errorMessage: query.error ? query.error.message : undefined,
  };
}
