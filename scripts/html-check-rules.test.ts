import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createHtmlValidator, validateHtml } from "./check-html";
import { RULES_OFF, RULES_RELAXED } from "./html-check-rules";

const validator = createHtmlValidator();

/** A whole page around `body`, valid by itself. */
function page(body: string, head = "<title>T</title>"): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body><main>${body}</main></body></html>`;
}

async function rules(html: string): Promise<string[]> {
  return (await validateHtml(validator, "page.html", html)).map((problem) => problem.rule);
}

describe("npm run check:html: every pre-rendered page is valid HTML", () => {
  it("turns off or relaxes only the rules it gives a reason for", () => {
    const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../.htmlvalidate.json"), "utf8")) as {
      extends: string[];
      rules: Record<string, unknown>;
    };
    expect(config.extends).toEqual(["html-validate:recommended"]);
    const off = Object.entries(config.rules)
      .filter(([, setting]) => setting === "off")
      .map(([rule]) => rule);
    expect(off.sort()).toEqual(Object.keys(RULES_OFF).sort());
    const relaxed = Object.entries(config.rules)
      .filter(([, setting]) => Array.isArray(setting))
      .map(([rule]) => rule);
    expect(relaxed.sort()).toEqual(Object.keys(RULES_RELAXED).sort());
  });

  it("passes a valid page, React's way of writing it included", async () => {
    const html = page(
      `<div id="_R_1_" hidden=""><h1 class="a a">Hi</h1><img src="/a.jpg" alt="" width="1" height="1"/>` +
        `<picture><source type="image/avif" srcset="/a-640.avif 640w" sizes="100vw"/><img src="/a.jpg" srcset="/a-640.jpg 640w" sizes="100vw" alt="a"/></picture>` +
        `<pre tabindex="0" role="region" aria-label="Source">x</pre><ul aria-label="Talks"><li>x</li></ul>` +
        `<img src="data:image/png;base64,AAAA" alt=""/>` +
        // React writes ' as a character reference, whose # is no fragment.
        `<img src="data:image/svg+xml,%3csvg%20width=&#x27;1&#x27;%3e%3c/svg%3e" alt=""/></div>` +
        `<button type="button" command="show-modal" commandfor="d" aria-haspopup="dialog">Menu</button><dialog id="d">x</dialog>` +
        `<button type="button" popoverTarget="p" aria-controls="p">More</button><div id="p" popover="">x</div>` +
        `<button type="button" aria-expanded="false" aria-controls="p">Toggle</button>`,
      `<meta charSet="utf-8"/><title>T</title><style>p{}</style>`,
    );
    expect(await rules(html)).toEqual([]);
  });

  // Each error the W3C checker (validator.nu) found on the site.
  it.each([
    [
      "a heading or paragraph inside a <span>",
      page("<span><h3>Title</h3><p>Text</p></span>"),
      "element-permitted-content",
    ],
    ["sizes on an <img> without srcset", page('<img src="/a.jpg" sizes="50vw" alt="">'), "site/img-sizes"],
    [
      "a srcset with width descriptors and no sizes",
      page('<img src="/a.jpg" srcset="/a-640.jpg 640w, /a-1024.jpg 1024w" alt="">'),
      "site/img-sizes",
    ],
    [
      "a <source> srcset with width descriptors and no sizes",
      page('<picture><source type="image/webp" srcset="/a-640.webp 640w"><img src="/a.jpg" alt=""></picture>'),
      "site/img-sizes",
    ],
    [
      "aria-label on a focusable <pre>",
      page('<pre tabindex="0" aria-label="Source">x</pre>'),
      "site/no-name-on-generic",
    ],
    ["a <style> in the body", page("<div><style>p{}</style></div>"), "element-permitted-content"],
    [
      "a fragment on a data: URL",
      page('<img src="data:image/jpeg;base64,AAAA#again" alt="">'),
      "site/data-url-fragment",
    ],
    ["a page without <title>", page("<p>x</p>", ""), "element-required-content"],
    [
      "aria-expanded on a button with command",
      page(
        '<button type="button" command="show-modal" commandfor="d" aria-expanded="false">Menu</button><dialog id="d">x</dialog>',
      ),
      "site/no-expanded-on-invoker",
    ],
    [
      "aria-expanded on a button with popovertarget, as React writes it",
      page('<button type="button" popoverTarget="p" aria-expanded="false">Menu</button><div id="p" popover>x</div>'),
      "site/no-expanded-on-invoker",
    ],
  ])("reports %s", async (_name, html, rule) => {
    expect(await rules(html)).toContain(rule);
  });

  it("lets a group of checkboxes share a name, and no other control", async () => {
    const box = (value: string) => `<label><input type="checkbox" name="topics" value="${value}">${value}</label>`;
    const submit = '<button type="submit">Apply</button>';
    expect(await rules(page(`<form>${box("A")}${box("B")}${submit}</form>`))).toEqual([]);
    const text = '<label>Name <input type="text" name="who"></label>';
    expect(await rules(page(`<form>${text}${text}${submit}</form>`))).toContain("form-dup-name");
  });

  it("reports each problem with its line and column", async () => {
    const [problem] = await validateHtml(
      validator,
      "build/client/x.html",
      page('\n<img src="/a.jpg" sizes="50vw" alt="">'),
    );
    expect(problem).toMatchObject({ file: "build/client/x.html", line: 2, rule: "site/img-sizes" });
    expect(problem?.column).toBeGreaterThan(1);
  });
});
