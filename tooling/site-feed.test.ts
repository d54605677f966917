import { describe, expect, it } from "vitest";
import { siteFeed, talkEntry } from "./site-feed";
import type { Talk } from "../model/content/talk";
import { guide, item } from "../tests/helpers/test-rows";

const talk = (over: Partial<Talk> = {}): Talk => ({
  id: "listening",
  title: "Listening",
  image: "/a.svg",
  url: "https://video.example/1",
  language: "English",
  topics: ["UX Research"],
  date: "2024-01-02",
  ...over,
});

describe("siteFeed", () => {
  const feed = siteFeed({
    siteUrl: "https://me.example",
    ownerName: "Ada",
    talks: [talk(), talk({ id: "undated", date: undefined })],
    inspirations: {
      guides: [
        guide({ category_slug: "coffee-gear", title: "Coffee", last_updated: "2025-02-02", intro: "Pour-over." }),
        guide({ category_slug: "tea", title: "Tea", last_updated: "2025-03-03", publish: false }),
        guide({ category_slug: "empty", title: "Empty", last_updated: "2025-04-04" }),
        guide({ category_slug: "undated", title: "Undated" }),
      ],
      items: [
        item({ category_slug: "coffee-gear" }),
        item({ slug: "u", category_slug: "undated" }),
        item({ slug: "t", category_slug: "tea" }),
      ],
      links: [],
    },
  });

  it("has dated talks and the visible dated guides, with absolute URLs from the site URL", () => {
    expect(feed.entries.map((entry) => entry.id)).toEqual([
      "https://me.example/insights#talk-listening",
      "https://me.example/inspirations/guide/coffee-gear",
    ]);
    expect(feed.selfUrl).toBe("https://me.example/feed.xml");
    const coffee = feed.entries[1];
    expect(coffee).toMatchObject({
      link: "https://me.example/inspirations/guide/coffee-gear",
      updated: "2025-02-02",
      summary: "Pour-over.",
    });
  });

  it("links a talk to its recording and names its language and topics", () => {
    expect(
      talkEntry(talk({ language: "Indonesian", topics: ["ResearchOps", "Mental Health"] }), "https://me.example"),
    ).toMatchObject({
      link: "https://video.example/1",
      updated: "2024-01-02",
      summary: "Talk in Indonesian: ResearchOps, Mental Health.",
      categories: ["ResearchOps", "Mental Health"],
    });
    expect(talkEntry(talk({ date: undefined }), "https://me.example")).toBeUndefined();
  });
});
