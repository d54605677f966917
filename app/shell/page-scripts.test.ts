import { describe, expect, it } from "vitest";
import { APP_ON_FIRST_USE, NO_APP_SCRIPTS, pageScriptsMode } from "./page-scripts";

// Decisions 029 and 031: a page runs no app JavaScript unless its route says it starts the app on first use.
describe("pageScriptsMode", () => {
  it("starts the app on first use where a matched route asks for it", () => {
    expect(pageScriptsMode([undefined, APP_ON_FIRST_USE])).toBe("on-first-use");
  });

  it("runs none where a route says so, even beside one that asks for first use (the most frugal wins)", () => {
    expect(pageScriptsMode([undefined, NO_APP_SCRIPTS])).toBe("none");
    expect(pageScriptsMode([APP_ON_FIRST_USE, NO_APP_SCRIPTS])).toBe("none");
  });

  it("runs none where no route says anything", () => {
    expect(pageScriptsMode([undefined, { title: "a handle of something else" }])).toBe("none");
  });
});
