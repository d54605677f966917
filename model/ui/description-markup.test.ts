import { describe, expect, it } from "vitest";
import { parseDescriptionMarkup } from "./description-markup";

describe("SPEC §3 description markup: markdown with <<image:…>>, <<case:…>> and <<link:…>> tokens, in order", () => {
  it("returns plain markdown as one part", () => {
    expect(parseDescriptionMarkup("Led a team of **five**.\n\n- one\n- two")).toEqual([
      { kind: "markdown", text: "Led a team of **five**.\n\n- one\n- two" },
    ]);
  });

  it("splits tokens out of the markdown and keeps their order", () => {
    const source = [
      "Built the research practice.",
      "<<image:/assets/experiences/classroom-visit.svg>>",
      "Highlights:",
      "<<case:cs-hiring-researchers>>",
      "<<link:https://medium.com/@sekar/post>>",
      "And more.",
    ].join("\n");
    expect(parseDescriptionMarkup(source)).toEqual([
      { kind: "markdown", text: "Built the research practice." },
      { kind: "image", src: "/assets/experiences/classroom-visit.svg", alt: "" },
      { kind: "markdown", text: "Highlights:" },
      { kind: "case", slug: "cs-hiring-researchers" },
      { kind: "link", url: "https://medium.com/@sekar/post" },
      { kind: "markdown", text: "And more." },
    ]);
  });

  it("handles tokens inline, back to back and with spaces around the value", () => {
    expect(parseDescriptionMarkup("A <<case: cs-a >><<case:cs-b>> B")).toEqual([
      { kind: "markdown", text: "A" },
      { kind: "case", slug: "cs-a" },
      { kind: "case", slug: "cs-b" },
      { kind: "markdown", text: "B" },
    ]);
  });

  it("reads an optional alt text after '|' in an image token", () => {
    expect(parseDescriptionMarkup("<<image:/a.png|Mochi on a keyboard>>")).toEqual([
      { kind: "image", src: "/a.png", alt: "Mochi on a keyboard" },
    ]);
  });

  it("keeps unknown case slugs (the renderer shows nothing for them)", () => {
    expect(parseDescriptionMarkup("<<case:no-such-case>>")).toEqual([{ kind: "case", slug: "no-such-case" }]);
  });

  it("leaves unknown token kinds and unclosed tokens in the markdown text", () => {
    expect(parseDescriptionMarkup("<<video:x.mp4>> and <<case:cs-a")).toEqual([
      { kind: "markdown", text: "<<video:x.mp4>> and <<case:cs-a" },
    ]);
  });

  it("drops tokens with empty values", () => {
    expect(parseDescriptionMarkup("<<case:>><<link: >><<image:>>")).toEqual([]);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "/relative/not-external", "mailto:a@b.example"])(
    "drops a link token to %s (only http and https articles)",
    (url) => {
      expect(parseDescriptionMarkup(`<<link:${url}>>`)).toEqual([]);
    },
  );

  it("makes a link token's article address the one a browser opens", () => {
    expect(parseDescriptionMarkup("<<link:/\\evil.example/post>><<link:HTTPS://Medium.com/@s>>")).toEqual([
      { kind: "link", url: "https://evil.example/post" },
      { kind: "link", url: "https://medium.com/@s" },
    ]);
  });

  it.each(["javascript:alert(1)", "data:image/svg+xml;base64,AAAA", "mailto:a@b.example", "#top"])(
    "drops an image token with the source %s",
    (src) => {
      expect(parseDescriptionMarkup(`<<image:${src}>>`)).toEqual([]);
    },
  );

  it("accepts site, relative and https image sources", () => {
    expect(parseDescriptionMarkup("<<image:/a.png>><<image:b/c.png>><<image:https://cdn.example/d.png>>")).toEqual([
      { kind: "image", src: "/a.png", alt: "" },
      { kind: "image", src: "b/c.png", alt: "" },
      { kind: "image", src: "https://cdn.example/d.png", alt: "" },
    ]);
  });

  it("returns nothing for an empty or blank description", () => {
    expect(parseDescriptionMarkup("")).toEqual([]);
    expect(parseDescriptionMarkup("  \n\n ")).toEqual([]);
  });
});
