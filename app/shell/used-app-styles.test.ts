import { afterEach, describe, expect, it, vi } from "vitest";

const page = (css: string, htmlAttributes = "") =>
  `<!DOCTYPE html><html lang="en"${htmlAttributes}><head><style data-precedence="default" data-href="app-styles">${css}</style></head>` +
  `<body><p class="lead">Hello</p></body></html>`;

async function withStylesheet(css: string) {
  vi.resetModules();
  vi.doMock("~/styles/app.css?inline", () => ({ default: css }));
  return (await import("./used-app-styles")).withUsedAppStyles;
}

afterEach(() => {
  vi.doUnmock("~/styles/app.css?inline");
  vi.restoreAllMocks();
});

describe("withUsedAppStyles", () => {
  const css = ".lead{font-size:2rem}.unused{color:red}.line-clamp-2{overflow:hidden}";

  it("keeps the rules of the page's classes and of the islands' words, and leaves out the rest", async () => {
    const withUsed = await withStylesheet(css);
    // line-clamp-2 is a class the search island gives its results (app/islands/site-search.ts).
    expect(withUsed(page(css))).toBe(page(".lead{font-size:2rem}.line-clamp-2{overflow:hidden}"));
  });

  it("keeps a component's or class's rules for the islands the page has and the island modules they import, not for others", async () => {
    // filter-form.ts (imported by the talk and store filters) finds its panel as [data-slot="floating-popover"];
    // toasts.ts (imported by copy-text) gives a toast `transition-none`.
    const islandCss = "[data-slot=floating-popover]{inset:auto}.transition-none{transition:none}.unused{color:red}";
    const withUsed = await withStylesheet(islandCss);
    const withIsland = (island: string) =>
      page(islandCss).replace("<body>", `<body><div data-island="${island}"></div>`);
    expect(withUsed(page(islandCss))).toBe(page(""));
    expect(withUsed(withIsland("talk-filter"))).toContain(
      '<style data-precedence="default" data-href="app-styles">[data-slot=floating-popover]{inset:auto}</style>',
    );
    expect(withUsed(withIsland("copy-text"))).toContain(">.transition-none{transition:none}</style>");
    expect(withUsed(withIsland("no-such-island"))).toContain('app-styles"></style>');
  });

  it("chooses the rules of a page that starts the app on first use too (the app loads the whole stylesheet when it starts)", async () => {
    const withUsed = await withStylesheet(css);
    expect(withUsed(page(css, ' data-scripts="on-first-use"'))).toBe(
      page(".lead{font-size:2rem}.line-clamp-2{overflow:hidden}", ' data-scripts="on-first-use"'),
    );
  });

  it("leaves a page without the stylesheet as it is", async () => {
    const withUsed = await withStylesheet(css);
    const linked = page("").replace("<style", '<link rel="stylesheet" href="/app/styles/app.css"><style');
    expect(withUsed(linked)).toBe(linked);
  });

  it("serves the whole stylesheet when it cannot be read, and says so once", async () => {
    const unreadable = ".lead{font-size:2rem";
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const withUsed = await withStylesheet(unreadable);
    expect(withUsed(page(unreadable))).toBe(page(unreadable));
    expect(withUsed(page(unreadable))).toBe(page(unreadable));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
