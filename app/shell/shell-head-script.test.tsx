import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShellHeadScript, withShellScriptForIslands } from "./shell-head-script";

// A finished page as entry.server has it: the root's head script, then the body the route rendered.
const page = (appOnFirstUse: boolean, body: string) =>
  `<!DOCTYPE html><html><head>${renderToStaticMarkup(<ShellHeadScript appOnFirstUse={appOnFirstUse} />)}</head><body>${body}</body></html>`;
const script = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

describe("the shell's head script a page gets", () => {
  const island = '<form data-island="talk-filter"></form>';

  it("has the islands' loader on a page with islands, and not on a page without", () => {
    expect(script(withShellScriptForIslands(page(false, island)))).toBe(__SHELL_SCRIPT_ISLANDS__);
    expect(script(withShellScriptForIslands(page(false, "<p>Hello</p>")))).toBe(__SHELL_SCRIPT__);
    expect(__SHELL_SCRIPT_ISLANDS__).toContain("data-island");
    expect(__SHELL_SCRIPT__).not.toContain("data-island");
  });

  it("is the app's on a page that starts the app on first use, with or without islands", () => {
    for (const body of [island, "<p>Hello</p>"]) {
      expect(script(withShellScriptForIslands(page(true, body)))).toBe(__SHELL_SCRIPT_APP_ON_FIRST_USE__);
    }
  });

  it("leaves the rest of the page as it was", () => {
    const html = page(false, "<p>Hello</p>");
    expect(withShellScriptForIslands(html)).toBe(html.replace(__SHELL_SCRIPT_ISLANDS__, () => __SHELL_SCRIPT__));
  });
});
