import { describe, expect, it } from "vitest";
import { classifyDetail, collapseButtonThreshold, needsCollapseButton } from "./expandable-card";

describe("SPEC §9 sticky collapse-button thresholds", () => {
  it("is 400 px on contact, FAQ and guide pages", () => {
    expect(collapseButtonThreshold("contact")).toBe(400);
    expect(collapseButtonThreshold("faq")).toBe(400);
    expect(collapseButtonThreshold("guide")).toBe(400);
  });

  it("is 600 px for experience cards and 500 px by default", () => {
    expect(collapseButtonThreshold("experience")).toBe(600);
    expect(collapseButtonThreshold("default")).toBe(500);
  });

  it("shows the button only when the content is taller than the threshold", () => {
    expect(needsCollapseButton(401, 400)).toBe(true);
    expect(needsCollapseButton(400, 400)).toBe(false);
    expect(needsCollapseButton(0, 400)).toBe(false);
    expect(needsCollapseButton(Number.NaN, 400)).toBe(false);
  });
});

describe("SPEC §3 card details entries", () => {
  it("shows a plain string as text", () => {
    expect(classifyDetail("Led five researchers")).toEqual({ kind: "text", text: "Led five researchers" });
  });

  it("shows a text object's content", () => {
    expect(classifyDetail({ type: "text", content: "Ran 40 interviews" })).toEqual({
      kind: "text",
      text: "Ran 40 interviews",
    });
  });

  it("shows a case-study object as a case-study card", () => {
    expect(
      classifyDetail({
        type: "case-study",
        title: "Hiring",
        thumbnail: "/t.svg",
        url: "https://n.example/h",
        tags: ["A", 3],
      }),
    ).toEqual({ kind: "case-study", title: "Hiring", thumbnail: "/t.svg", url: "https://n.example/h", tags: ["A"] });
  });

  it("shows an image object with its content as the source and its alt", () => {
    expect(classifyDetail({ type: "image", content: "/assets/a.svg", alt: "A sketch" })).toEqual({
      kind: "image",
      src: "/assets/a.svg",
      alt: "A sketch",
    });
    expect(classifyDetail({ type: "image", content: "https://cdn.example/a.png" })).toEqual({
      kind: "image",
      src: "https://cdn.example/a.png",
      alt: "",
    });
  });

  it("shows an unknown type's content", () => {
    expect(classifyDetail({ type: "video", content: "Keynote recording" })).toEqual({
      kind: "unknown",
      text: "Keynote recording",
    });
  });

  it.each([
    ["an unknown type without content", { type: "chart", data: [1, 2] }],
    ["an unknown type with object content", { type: "chart", content: { a: 1 } }],
    ["an object without a type", { foo: "bar" }],
    ["null", null],
    ["an array", ["a"]],
    ["a case study without a URL", { type: "case-study", title: "No link" }],
    ["a case study with a javascript: URL", { type: "case-study", title: "x", url: "javascript:alert(1)" }],
    ["an image with a data: source", { type: "image", content: "data:image/svg+xml,<svg onload=alert(1)>" }],
    ["a text entry with empty content", { type: "text", content: " " }],
  ])("shows the placeholder for %s", (_name, entry) => {
    expect(classifyDetail(entry)).toEqual({ kind: "unknown", text: "[Complex content - use custom children]" });
  });
});
