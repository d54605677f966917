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
 * Read loosely (plain strings), as the talk filter's island finds them in the page.
 */
export function talkMatches(talk: { language: string; topics: readonly string[] }, filter: TalkFilter): boolean {
  return (
    (filter.languages as readonly string[]).includes(talk.language) &&
    talk.topics.some((topic) => (filter.topics as readonly string[]).includes(topic))
  );
}

export function filterTalks(talks: readonly Talk[], filter: TalkFilter): Talk[] {
  return talks.filter((talk) => talkMatches(talk, filter));
}

/** A filter from chosen values (ticked boxes, a query): unknown ones dropped, known ones in the chips' order. */
export function talkFilterOf(chosen: { languages: readonly string[]; topics: readonly string[] }): TalkFilter {
  return {
    languages: TALK_LANGUAGES.filter((language) => chosen.languages.includes(language)),
    topics: TALK_TOPICS.filter((topic) => chosen.topics.includes(topic)),
  };
}

/** SPEC §4: the badge on the filter button counts the filters changed against the applied ones. */
export function changedFilterCount(selected: TalkFilter, applied: TalkFilter): number {
  const differ = <T>(all: readonly T[], a: readonly T[], b: readonly T[]) =>
    all.filter((value) => a.includes(value) !== b.includes(value)).length;
  return (
    differ(TALK_LANGUAGES, selected.languages, applied.languages) + differ(TALK_TOPICS, selected.topics, applied.topics)
  );
}

/** What the filter button's badge counts, for screen readers: 'no unapplied changes', '1 unapplied change', '3 unapplied changes'. */
export function unappliedChangesLabel(count: number): string {
  return count === 0 ? "no unapplied changes" : `${count} unapplied ${count === 1 ? "change" : "changes"}`;
}

/** The line under the filter button: 'Showing 7 of 16 talks'. */
export function talkCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} talks`;
}

/** SPEC §9: each shown talk card fades in 0.1 s after the one before it. */
export const TALK_CARD_STAGGER_S = 0.1;

/** The fade's delay of the shown card at `index` (counted among the shown cards only), as CSS: '0.3s'. */
export function talkCardDelay(index: number): string {
  return `${(index * TALK_CARD_STAGGER_S).toFixed(1)}s`;
}

/**
 * The talk filter in an address (`/insights?language=Indonesian&topics=UX+Research`): what the filter
 * form sends without script, and what its island writes once a filter is applied. Each group on its
 * own: left out, it keeps the starting selection (every value); given, it is the known values listed,
 * and an empty value alone chooses none (`?topics=`). A group given only unknown values counts as
 * left out. The form also sends `applied`, so that a group it sends with no chip ticked (absent from
 * the query) chooses none rather than every value.
 */
export const TALK_FILTER_PARAMS = { languages: "language", topics: "topics", applied: "applied" } as const;

function groupFromQuery<T extends string>(
  values: readonly string[],
  known: readonly T[],
  sentByForm: boolean,
): T[] | undefined {
  const chosen = known.filter((value) => values.includes(value));
  return sentByForm || chosen.length > 0 || values.includes("") ? chosen : undefined;
}

/** The filter an address asks for, or undefined when it names none (the page's own starting filter). */
export function talkFilterFromQuery(params: URLSearchParams): TalkFilter | undefined {
  const sentByForm = params.has(TALK_FILTER_PARAMS.applied);
  const languages = groupFromQuery(params.getAll(TALK_FILTER_PARAMS.languages), TALK_LANGUAGES, sentByForm);
  const topics = groupFromQuery(params.getAll(TALK_FILTER_PARAMS.topics), TALK_TOPICS, sentByForm);
  if (!languages && !topics) return undefined;
  return { languages: languages ?? initialTalkFilter.languages, topics: topics ?? initialTalkFilter.topics };
}

/**
 * `params` with the talk filter written in, the rest kept: a group with every value chosen is left
 * out, so the starting filter leaves a clean address; a group with none is written as empty.
 */
export function withTalkFilterQuery(params: URLSearchParams, filter: TalkFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TALK_FILTER_PARAMS.applied);
  const write = (name: string, chosen: readonly string[], all: readonly string[]) => {
    next.delete(name);
    if (chosen.length === all.length) return;
    if (chosen.length === 0) next.append(name, "");
    for (const value of chosen) next.append(name, value);
  };
  write(TALK_FILTER_PARAMS.languages, filter.languages, TALK_LANGUAGES);
  write(TALK_FILTER_PARAMS.topics, filter.topics, TALK_TOPICS);
  return next;
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
