import type { Talk } from "./talk";
import { TALK_LANGUAGES, TALK_TOPICS } from "./talk-options";

export type TalkLanguage = (typeof TALK_LANGUAGES)[number];
export type TalkTopic = (typeof TALK_TOPICS)[number];

/** A language-and-topics selection of the Insights filter (SPEC §4 "Talks filter"). */
export type TalkFilter = { languages: readonly TalkLanguage[]; topics: readonly TalkTopic[] };

/** SPEC §4: the language selection starts as English and Indonesian, the topics as all topics. */
export const initialTalkFilter: TalkFilter = { languages: [...TALK_LANGUAGES], topics: [...TALK_TOPICS] };

export const emptyTalkFilter: TalkFilter = { languages: [], topics: [] };

/**
 * SPEC §4: filtered by language, then by at least one matching topic. A group
 * with nothing selected matches nothing (only the store shows all for no
 * selection), so after 'Clear' the empty state shows until chips are chosen.
 */
export function filterTalks(talks: readonly Talk[], filter: TalkFilter): Talk[] {
  return talks
    .filter((talk) => filter.languages.includes(talk.language))
    .filter((talk) => talk.topics.some((topic) => filter.topics.includes(topic)));
}

export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** SPEC §4: the badge on the filter button counts the filters changed against the applied ones. */
export function changedFilterCount(selected: TalkFilter, applied: TalkFilter): number {
  const differ = <T>(all: readonly T[], a: readonly T[], b: readonly T[]) =>
    all.filter((value) => a.includes(value) !== b.includes(value)).length;
  return differ(TALK_LANGUAGES, selected.languages, applied.languages) + differ(TALK_TOPICS, selected.topics, applied.topics);
}

/** SPEC §9: Indonesian (or location Indonesia) shows '🇮🇩 Indonesian'; English shows '🇬🇧 English'. */
export function languageBadge(talk: Pick<Talk, "language" | "location">): string {
  return talk.language === "Indonesian" || talk.location === "Indonesia" ? "🇮🇩 Indonesian" : "🇬🇧 English";
}

/** The three stat cards: speaking engagements, languages, topics, counted from the talks themselves. */
export function talkStats(talks: readonly Talk[]): { engagements: number; languages: number; topics: number } {
  return {
    engagements: talks.length,
    languages: new Set(talks.map((talk) => talk.language)).size,
    topics: new Set(talks.flatMap((talk) => talk.topics)).size,
  };
}
