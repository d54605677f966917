import { describe, expect, it } from "vitest";
import { loadedMarkdownRenderer } from "./load-markdown-renderer";

describe("the markdown renderer in unit tests", () => {
  it("is loaded before the first render, as in the build's pre-render", () => {
    expect(loadedMarkdownRenderer()).toBeTypeOf("function");
  });
});
