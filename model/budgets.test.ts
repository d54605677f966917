import { describe, expect, it } from "vitest";
import { overBudget, scriptsOfPage } from "./budgets";

describe("scriptsOfPage", () => {
  it("finds preloaded modules and the modules the inline boot script imports, once each", () => {
    const html = `
      <link rel="modulepreload" href="/assets/entry.client-A.js"/>
      <link rel="modulepreload" href="/assets/root-B.js"/>
      <link rel="stylesheet" href="/assets/root-C.css"/>
      <script type="module" async="">import "/assets/manifest-D.js";
      import * as route0 from "/assets/root-B.js";
      import * as route1 from "/assets/home-E.js";</script>`;
    expect(scriptsOfPage(html)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/home-E.js",
      "/assets/manifest-D.js",
      "/assets/root-B.js",
    ]);
  });
});

describe("overBudget", () => {
  it("lists only the lines above their budget", () => {
    expect(
      overBudget([
        { name: "home JS", bytes: 126, budget: 125 },
        { name: "CSS", bytes: 25, budget: 25 },
      ]).map((line) => line.name),
    ).toEqual(["home JS"]);
  });
});
