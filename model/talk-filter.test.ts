import { describe, expect, it } from "vitest";
import type { Talk } from "./talk";
import {
  changedFilterCount,
  emptyTalkFilter,
  filterTalks,
  initialTalkFilter,
  languageBadge,
  talkStats,
  toggle,
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
    expect(initialTalkFilter.languages).toEqual(["English", "Indonesian"]);
    expect(initialTalkFilter.topics).toHaveLength(6);
    expect(filterTalks(talks, initialTalkFilter).map((t) => t.id)).toEqual(["a", "b", "c"]);
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

  it("toggles a chip on and off", () => {
    expect(toggle(["English"], "Indonesian")).toEqual(["English", "Indonesian"]);
    expect(toggle(["English", "Indonesian"], "English")).toEqual(["Indonesian"]);
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
    const selected = { languages: ["English"] as const, topics: initialTalkFilter.topics.filter((t) => t !== "ResearchOps" && t !== "UX Research") };
    expect(changedFilterCount({ languages: [...selected.languages], topics: selected.topics }, initialTalkFilter)).toBe(3);
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
