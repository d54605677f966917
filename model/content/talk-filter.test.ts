import { describe, expect, it } from "vitest";
import { TALK_LANGUAGES, TALK_TOPICS, type Talk } from "./talk";
import {
  changedFilterCount,
  emptyTalkFilter,
  filterTalks,
  initialTalkFilter,
  languageBadge,
  talkCardDelay,
  talkCountText,
  talkFilterFromQuery,
  talkFilterOf,
  talkMatches,
  talkStats,
  unappliedChangesLabel,
  withTalkFilterQuery,
} from "./talk-filter";

const talk = (id: string, language: Talk["language"], topics: Talk["topics"], location?: "Indonesia"): Talk => ({
  id,
  title: id,
  image: `/assets/talks/${id}.svg`,
  url: `https://video.example/${id}`,
  language,
  topics,
  ...(location ? { location } : {}),
});

const talks = [
  talk("a", "English", ["UX Research"]),
  talk("b", "Indonesian", ["Mental Health", "Career Development"], "Indonesia"),
  talk("c", "English", ["ResearchOps", "Mental Health"]),
];

describe("talks filter (SPEC §4)", () => {
  it("starts with both languages and every topic, so every talk shows", () => {
    const everyKind = TALK_LANGUAGES.flatMap((language) =>
      TALK_TOPICS.map((topic) => talk(`${language}-${topic}`, language, [topic])),
    );
    expect(filterTalks(everyKind, initialTalkFilter)).toEqual(everyKind);
  });

  it("filters by language, then keeps talks with at least one matching topic", () => {
    expect(filterTalks(talks, { languages: ["English"], topics: ["Mental Health"] }).map((t) => t.id)).toEqual(["c"]);
    expect(filterTalks(talks, { languages: ["Indonesian"], topics: ["UX Research"] })).toEqual([]);
  });

  // Unlike the store (SPEC §4 'Store': no selection shows all), a talk must match a chosen
  // language and a chosen topic, so after Clear nothing matches and the empty state shows.
  it("matches nothing when a group has nothing selected, so Clear leaves no talk", () => {
    expect(filterTalks(talks, emptyTalkFilter)).toEqual([]);
    expect(filterTalks(talks, { languages: [], topics: ["ResearchOps"] })).toEqual([]);
    expect(filterTalks(talks, { languages: ["English", "Indonesian"], topics: [] })).toEqual([]);
  });

  it("matches a talk read from the page, as plain strings", () => {
    expect(talkMatches({ language: "Indonesian", topics: ["Mental Health"] }, initialTalkFilter)).toBe(true);
    expect(
      talkMatches(
        { language: "Indonesian", topics: ["Mental Health"] },
        { languages: ["English"], topics: ["Mental Health"] },
      ),
    ).toBe(false);
    expect(talkMatches({ language: "English", topics: ["Cooking"] }, initialTalkFilter)).toBe(false);
  });

  it("builds a filter from chosen values: unknown ones dropped, known ones in the chips' order", () => {
    expect(
      talkFilterOf({
        languages: ["Indonesian", "Klingon", "English"],
        topics: ["ResearchOps", "Mental Health", "__proto__"],
      }),
    ).toEqual({
      languages: ["English", "Indonesian"],
      topics: ["Mental Health", "ResearchOps"],
    });
  });
});

describe("the talk filter in an address (what the form sends without script, what the island writes)", () => {
  const query = (search: string) => talkFilterFromQuery(new URLSearchParams(search));

  it("names no filter when neither group is given, or only unknown values are", () => {
    expect(query("")).toBeUndefined();
    expect(query("?utm_source=feed")).toBeUndefined();
    expect(query("?topics=Cooking&language=Klingon")).toBeUndefined();
  });

  it("takes each group on its own: one left out keeps every value", () => {
    expect(query("?topics=UX+Research")).toEqual({ languages: ["English", "Indonesian"], topics: ["UX Research"] });
    expect(query("?language=Indonesian")).toEqual({ languages: ["Indonesian"], topics: initialTalkFilter.topics });
  });

  it("drops unknown values and repeats, and keeps the chips' order", () => {
    expect(query("?topics=ResearchOps&topics=Cooking&topics=Mental%20Health&topics=ResearchOps")).toEqual({
      languages: ["English", "Indonesian"],
      topics: ["Mental Health", "ResearchOps"],
    });
  });

  it("reads an empty value alone as a group with nothing chosen", () => {
    expect(query("?language=&topics=")).toEqual(emptyTalkFilter);
    expect(query("?topics=")).toEqual({ languages: initialTalkFilter.languages, topics: [] });
  });

  it("reads what the form sends: with `applied`, a group it sent with no chip ticked (absent) chooses none", () => {
    expect(query("?applied=1&language=English&topics=ResearchOps")).toEqual({
      languages: ["English"],
      topics: ["ResearchOps"],
    });
    expect(query("?applied=1&language=Indonesian")).toEqual({ languages: ["Indonesian"], topics: [] });
    expect(query("?applied=1")).toEqual(emptyTalkFilter);
  });

  it("writes the filter back, leaving out a group with every value and keeping other parameters", () => {
    const write = (search: string, filter: Parameters<typeof withTalkFilterQuery>[1]) =>
      withTalkFilterQuery(new URLSearchParams(search), filter).toString();
    expect(write("?utm_source=feed&topics=ResearchOps", initialTalkFilter)).toBe("utm_source=feed");
    expect(write("?applied=1&language=English", initialTalkFilter)).toBe("");
    expect(write("", { languages: ["Indonesian"], topics: initialTalkFilter.topics })).toBe("language=Indonesian");
    expect(write("", { languages: initialTalkFilter.languages, topics: ["UX Research", "ResearchOps"] })).toBe(
      "topics=UX+Research&topics=ResearchOps",
    );
    expect(write("", emptyTalkFilter)).toBe("language=&topics=");
  });

  it("reads back what it writes", () => {
    for (const filter of [
      initialTalkFilter,
      emptyTalkFilter,
      { languages: ["English"], topics: ["Mental Health"] },
    ] as const) {
      expect(query(withTalkFilterQuery(new URLSearchParams(), filter).toString()) ?? initialTalkFilter).toEqual(filter);
    }
  });
});

describe("the filter's words and timing", () => {
  it("says what the badge counts", () => {
    expect(unappliedChangesLabel(0)).toBe("no unapplied changes");
    expect(unappliedChangesLabel(1)).toBe("1 unapplied change");
    expect(unappliedChangesLabel(3)).toBe("3 unapplied changes");
  });

  it("counts the talks shown", () => {
    expect(talkCountText(7, 16)).toBe("Showing 7 of 16 talks");
  });

  it("staggers the shown cards by 0.1 s (SPEC §9)", () => {
    expect([0, 1, 3, 15].map(talkCardDelay)).toEqual(["0.0s", "0.1s", "0.3s", "1.5s"]);
  });
});

describe("filter badge counts the filters changed against the applied ones (SPEC §4)", () => {
  it("is 0 when the selection equals what is applied", () => {
    expect(changedFilterCount(initialTalkFilter, initialTalkFilter)).toBe(0);
  });

  it("counts every chip after Clear against the starting filters, and 0 once Clear is applied", () => {
    expect(changedFilterCount(emptyTalkFilter, initialTalkFilter)).toBe(8);
    expect(changedFilterCount(emptyTalkFilter, emptyTalkFilter)).toBe(0);
    expect(changedFilterCount(initialTalkFilter, emptyTalkFilter)).toBe(8);
  });

  it("counts each chip that differs, in both groups", () => {
    const selected = {
      languages: ["English"] as const,
      topics: initialTalkFilter.topics.filter((t) => t !== "ResearchOps" && t !== "UX Research"),
    };
    expect(changedFilterCount({ languages: [...selected.languages], topics: selected.topics }, initialTalkFilter)).toBe(
      3,
    );
  });
});

describe("language badge (SPEC §9)", () => {
  it("shows Indonesian for Indonesian talks and for talks located in Indonesia", () => {
    expect(languageBadge({ language: "Indonesian" })).toBe("🇮🇩 Indonesian");
    expect(languageBadge({ language: "English", location: "Indonesia" })).toBe("🇮🇩 Indonesian");
    expect(languageBadge({ language: "English" })).toBe("🇬🇧 English");
  });
});

describe("stat cards", () => {
  it("count engagements, languages and topics from the talks", () => {
    expect(talkStats(talks)).toEqual({ engagements: 3, languages: 2, topics: 4 });
    expect(talkStats([])).toEqual({ engagements: 0, languages: 0, topics: 0 });
  });
});
