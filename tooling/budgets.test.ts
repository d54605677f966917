import { describe, expect, it } from "vitest";
import {
  LAZY_CHUNKS,
  lazyChunksLoadedAtStart,
  missingLazyChunks,
  overBudget,
  firstUseScriptsOfPage,
  scriptsOfPage,
  stylesOfPage,
  staticClosure,
  staticImportsOf,
} from "./budgets";

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

  it("leaves out what a noscript holds for first use, which firstUseScriptsOfPage finds", () => {
    const html = `<body><p>Demo</p><noscript id="app-scripts"><link rel="modulepreload" href="/assets/entry.client-A.js"/>
      <script type="module" async="">import "/assets/manifest-D.js";</script></noscript></body>`;
    expect(scriptsOfPage(html)).toEqual([]);
    expect(firstUseScriptsOfPage(html)).toEqual(["/assets/entry.client-A.js", "/assets/manifest-D.js"]);
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

describe("staticImportsOf", () => {
  it("finds minified static imports and skips dynamic ones", () => {
    const code =
      'import{j as e}from"./jsx-runtime-A.js";import"./side-B.js";const m=()=>import("./lazy-C.js");export{e};';
    expect(staticImportsOf(code)).toEqual(["./jsx-runtime-A.js", "./side-B.js"]);
  });
});

describe("staticClosure", () => {
  it("follows static imports from the page's modules, once each, without the lazy ones", () => {
    const modules: Record<string, string> = {
      "/assets/entry.js": 'import"./react.js";import{x}from"./shared.js";',
      "/assets/home.js": 'import{x}from"./shared.js";const l=()=>import("./markdown.js");',
      "/assets/shared.js": 'import"./react.js";',
      "/assets/react.js": "export const r=1;",
      "/assets/markdown.js": "export const big=1;",
    };
    expect(staticClosure(["/assets/entry.js", "/assets/home.js"], (url) => modules[url])).toEqual([
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/react.js",
      "/assets/shared.js",
    ]);
  });
});

describe("lazyChunksLoadedAtStart", () => {
  it("names each page whose start-up scripts include a lazy chunk, and only those", () => {
    expect(
      lazyChunksLoadedAtStart(
        {
          "/": ["/assets/entry.client-Ab12Cd34.js", "/assets/home-Zz99Yy88.js"],
          "/solutions": ["/assets/solutions-Qq11Ww22.js", "/assets/markdown-renderer-CkUhzO8X.js"],
          // The small module that loads the pipeline is not the pipeline.
          "/experiences": ["/assets/markdown-renderer-loader-Ee33Rr44.js"],
        },
        LAZY_CHUNKS,
      ),
    ).toEqual(["/solutions loads markdown-renderer-CkUhzO8X.js before it is interactive"]);
  });
});

describe("missingLazyChunks", () => {
  it("names the lazy chunks the build does not have", () => {
    expect(
      missingLazyChunks(["/assets/markdown-renderer-CkUhzO8X.js", "/assets/home-Zz99Yy88.js"], LAZY_CHUNKS),
    ).toEqual(["image-lightbox", "error-page"]);
    expect(missingLazyChunks(["/assets/markdown-renderer-loader-Ee33Rr44.js"], ["markdown-renderer"])).toEqual([
      "markdown-renderer",
    ]);
  });
});

describe("stylesOfPage", () => {
  it("reads the CSS written into the page and the stylesheets it links", () => {
    const html = `<head><style data-precedence="default" data-href="app">.a{color:red}</style>
      <link rel="stylesheet" href="/assets/extra-B.css"/><link rel="modulepreload" href="/assets/x.js"/></head>
      <body><style>.b{margin:0}</style></body>`;
    expect(stylesOfPage(html)).toEqual({ inline: ".a{color:red}\n.b{margin:0}", files: ["/assets/extra-B.css"] });
  });

  it("finds nothing on a page without CSS", () => {
    expect(stylesOfPage("<p>plain</p>")).toEqual({ inline: "", files: [] });
  });
});
