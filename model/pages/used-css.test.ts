import { describe, expect, it } from "vitest";
import { indexCss, namesInMarkup, namesInSource, selectorNeeds, slotName, usedCss } from "./used-css.ts";

const used = (css: string, names: string[]) => usedCss(indexCss(css), new Set(names));

// Written as Tailwind writes it (minified by Lightning CSS), with the kinds of rule the site's stylesheet has.
const STYLESHEET = [
  "/*! tailwindcss v4 */@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{--tw-border-style:solid}}}",
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-ink:#1d1b2f}}",
  "@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}",
  '@layer components{[data-slot=top-bar]{position:sticky}[data-slot=popover]>svg{size:1rem}.prose-note:before{content:"{ note }"}}',
  "@layer utilities{.block{display:block}.hidden{display:none}.hover\\:bg-ink:hover{background:var(--color-ink)}",
  ".w-\\[22rem\\]{width:22rem}.\\32 xl\\:block{display:block}:where(.space-y-2>:not(:last-child)){margin-top:.5rem}",
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}",
  "@media (prefers-reduced-motion:no-preference){.motion-safe\\:animate-in{animation:.4s both fade-in}}}",
  "@keyframes fade-in{0%{opacity:0}to{opacity:1}}",
  '@font-face{font-family:Display;src:url("./display.woff2")}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
].join("");

describe("usedCss", () => {
  it("gives the whole stylesheet back, unchanged, to markup with every class", () => {
    const every = [
      slotName("top-bar"),
      slotName("popover"),
      "prose-note",
      "block",
      "hidden",
      "hover:bg-ink",
      "w-[22rem]",
      "2xl:block",
      "md:flex",
      "md:hidden",
      "motion-safe:animate-in",
    ];
    expect(used(STYLESHEET, every)).toBe(STYLESHEET);
  });

  it("leaves out the rules of classes and components the markup lacks, and keeps every rule that names neither", () => {
    const css = used(STYLESHEET, ["block", slotName("top-bar")]);
    expect(css).toContain(".block{display:block}");
    expect(css).not.toContain(".hidden{");
    expect(css).not.toContain("hover\\:bg-ink");
    expect(css).not.toContain("prose-note");
    expect(css).not.toContain("[data-slot=popover]");
    for (const kept of [
      "[data-slot=top-bar]{position:sticky}",
      "a{color:inherit}",
      ":root,:host{--color-ink:#1d1b2f}",
      ":where(.space-y-2>:not(:last-child))",
    ]) {
      expect(css).toContain(kept);
    }
  });

  it("keeps at-rules that group nothing (fonts, keyframes, properties, layer order) whole", () => {
    const css = used(STYLESHEET, []);
    expect(css).toContain("@keyframes fade-in{0%{opacity:0}to{opacity:1}}");
    expect(css).toContain('@font-face{font-family:Display;src:url("./display.woff2")}');
    expect(css).toContain("@property --tw-border-style{");
    expect(css).toContain("@layer theme,base,components,utilities;");
    expect(css).toContain("--tw-border-style:solid}}}");
  });

  it("leaves out a media query whose rules are all left out, and keeps one with the rules it keeps", () => {
    expect(used(STYLESHEET, [])).not.toContain("@media");
    const css = used(STYLESHEET, ["md:flex"]);
    expect(css).toContain("@media (width>=48rem){.md\\:flex{display:flex}}");
    expect(css).not.toContain("prefers-reduced-motion");
  });

  it("reads escaped class names as the markup writes them", () => {
    expect(used(STYLESHEET, ["hover:bg-ink", "w-[22rem]", "2xl:block"])).toContain(
      ".hover\\:bg-ink:hover{background:var(--color-ink)}.w-\\[22rem\\]{width:22rem}.\\32 xl\\:block{display:block}",
    );
  });

  it("is not misled by braces in strings and comments", () => {
    expect(used('.a{content:"}"}/* } */.b{content:"{"}', ["b"])).toBe('/* } */.b{content:"{"}');
  });

  it("keeps or leaves out a rule with nested rules whole, by its own selector", () => {
    const css = ".card{color:red;&:hover{color:blue}}.other{color:green}";
    expect(used(css, ["card"])).toBe(".card{color:red;&:hover{color:blue}}");
    expect(used(css, [])).toBe("");
  });

  it("throws on a stylesheet whose braces do not balance", () => {
    expect(() => indexCss(".a{color:red")).toThrow(/never closes/);
    expect(() => indexCss(".a{color:red}}")).toThrow(/never opened/);
  });
});

describe("selectorNeeds", () => {
  it("needs every class of a compound, and one selector of a list", () => {
    expect(selectorNeeds(".a.b:hover>.c")).toEqual([["a", "b", "c"]]);
    expect(selectorNeeds(".a,.b .c")).toEqual([["a"], ["b", "c"]]);
  });

  it("needs no class named inside parentheses or brackets, or in a string", () => {
    expect(selectorNeeds(".a:not(.b)")).toEqual([["a"]]);
    expect(selectorNeeds("[data-slot=card]>.a")).toEqual([[slotName("card"), "a"]]);
    expect(selectorNeeds("[data-slot=\"card\"],[data-slot='tile']")).toEqual([[slotName("card")], [slotName("tile")]]);
    expect(selectorNeeds("[data-slot=card][data-state=open]")).toEqual([[slotName("card")]]);
    expect(selectorNeeds(":is([data-slot=card],.a)")).toBe("nothing");
    expect(selectorNeeds("[data-slot-x=card]")).toBe("nothing");
    expect(selectorNeeds(".a:is(.b,.c)")).toEqual([["a"]]);
    expect(selectorNeeds(":where(.a>*)")).toBe("nothing");
    expect(selectorNeeds('[data-x=".a"]')).toBe("nothing");
    expect(selectorNeeds(".a,div")).toBe("nothing");
  });

  it("unescapes names: a character after a backslash, and a code point in hex with its space", () => {
    expect(selectorNeeds(".md\\:px-\\[1\\.5rem\\]")).toEqual([["md:px-[1.5rem]"]]);
    expect(selectorNeeds(".\\32 xl\\:block")).toEqual([["2xl:block"]]);
    expect(selectorNeeds(".content-\\[\\'\\'\\]")).toEqual([["content-['']"]]);
  });
});

describe("namesInMarkup", () => {
  it("reads every class and data-slot attribute, templates and noscript text included, with character references decoded", () => {
    const html = `<div class="a  b" data-slot="card"><template><li class="toast md:flex" data-slot="toast"></li></template><noscript><p class="c"></p></noscript><i data-class="x" data-slots="y" class="content-[&#x27;&#x27;]"></i></div>`;
    expect([...namesInMarkup(html)].sort()).toEqual(
      ["a", "b", "c", "content-['']", "md:flex", "toast", slotName("card"), slotName("toast")].sort(),
    );
  });
});

describe("namesInSource", () => {
  it("splits code at spaces, quotes and backticks, so the words of a class string come out whole, each also as a component", () => {
    const source =
      'element("mark", { class: "rounded-sm bg-highlight px-[1px]" }); item.classList.toggle(`transition-none`, on); panel.dataset.slot = "results";';
    expect(namesInSource(source)).toEqual(
      expect.arrayContaining(["rounded-sm", "bg-highlight", "px-[1px]", "transition-none", slotName("results")]),
    );
  });
});
