import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { experienceHistory } from "../../content/experience-history";
import type { Experience } from "../../model/experience";
import { type ExperienceCard, experienceToCard } from "../../model/experience-card";
import { experiencesOrFallback, publishedExperiences } from "../../model/experience-list";
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

/**
 * The professional journey; pass the pre-rendered snapshot's items as `snapshot`.
 * They show until the live answer arrives; a failed call (after the retries)
 * replaces them with the static history and an error message (SPEC §4, §8).
 */
export function useExperiences({ snapshot }: { snapshot?: Experience[] } = {}): UseExperiences {
  const query = useQuery({
    queryKey: contentQueryKeys.experiences,
    // The same list the pre-rendered snapshot holds (published, by priority), so an
    // unchanged answer keeps the snapshot's objects and re-renders nothing.
    queryFn: async () => publishedExperiences(await fetchExperiences()),
    initialData: snapshot,
    initialDataUpdatedAt: 0,
  });
  // SPEC §8: a failed call leaves the list empty, so the static history displays
  // (even when the pre-rendered snapshot had the sheet's roles).
  const fetched = query.isError ? undefined : query.data;
  const { items, isFallback } = useMemo(() => experiencesOrFallback(fetched ?? [], experienceHistory), [fetched]);
  const cards = useMemo(() => items.map(experienceToCard), [items]);
  return {
    experiences: items,
    cards,
    isFallback,
    isLoading: query.isPending,
    errorMessage: query.error ? query.error.message : undefined,
  };
}
