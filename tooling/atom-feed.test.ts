import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { type AtomFeed, atomFeedXml, escapeXmlText } from "./atom-feed";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "entry" || name === "link" || name === "category",
});

const feed: AtomFeed = {
  id: "https://me.example/",
  title: "Ada — talks & guides",
  selfUrl: "https://me.example/feed.xml",
  siteUrl: "https://me.example/",
  author: "Ada <Example>",
  entries: [
    { id: "https://me.example/a", title: "Old", link: "https://me.example/a", updated: "2023-01-02" },
    {
      id: "https://me.example/b",
      title: `Tom & "Jerry" <script>alert(1)</script>\u0007`,
      link: "https://video.example/watch?v=1&t=2",
      updated: "2025-05-06",
      summary: "Kopi & teh",
      categories: ["UX Research", "R&D"],
    },
  ],
};

describe("atomFeedXml", () => {
  const xml = atomFeedXml(feed);
  const parsed = parser.parse(xml) as {
    feed: {
      "@xmlns": string;
      title: string;
      updated: string;
      author: { name: string };
      link: { "@rel": string; "@href": string }[];
      entry: {
        id: string;
        title: string;
        updated: string;
        summary?: string;
        link: { "@href": string }[];
        category?: { "@term": string }[];
      }[];
    };
  };

  it("is well-formed XML in the Atom namespace", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
  });

  it("lists entries newest first and dates the feed by its newest entry", () => {
    expect(parsed.feed.entry.map((entry) => entry.updated)).toEqual(["2025-05-06T00:00:00Z", "2023-01-02T00:00:00Z"]);
    expect(parsed.feed.updated).toBe("2025-05-06T00:00:00Z");
  });

  it("escapes markup and drops characters XML cannot hold, so text comes back as written", () => {
    const [newest] = parsed.feed.entry;
    expect(xml).not.toContain("<script>");
    expect(newest?.title).toBe(`Tom & "Jerry" <script>alert(1)</script>`);
    expect(newest?.link[0]?.["@href"]).toBe("https://video.example/watch?v=1&t=2");
    expect(newest?.category?.map((c) => c["@term"])).toEqual(["UX Research", "R&D"]);
    expect(parsed.feed.author.name).toBe("Ada <Example>");
  });

  it("links itself and the site", () => {
    expect(parsed.feed.link.map((link) => [link["@rel"], link["@href"]])).toEqual([
      ["self", "https://me.example/feed.xml"],
      ["alternate", "https://me.example/"],
    ]);
  });

  it("still has an updated date with no entries", () => {
    const empty = atomFeedXml({ ...feed, entries: [] });
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(empty).toContain("<updated>1970-01-01T00:00:00Z</updated>");
  });
});

describe("escapeXmlText", () => {
  it("escapes the five XML specials and keeps accents and emoji", () => {
    expect(escapeXmlText(`a<b>&'"`)).toBe("a&lt;b&gt;&amp;&apos;&quot;");
    expect(escapeXmlText("Café ☕ 🇮🇩")).toBe("Café ☕ 🇮🇩");
  });
});
