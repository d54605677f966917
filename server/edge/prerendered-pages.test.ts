import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStandInBuild, type StandInBuild } from "../../tests/helpers/stand-in-build";
import { createApp, type Pages } from "../app";
import { Representation } from "../representation";
import { StaticFiles } from "../static-files";
import { readServerEnv } from "../../model/security/env";
import { BundledCsvSource } from "./bundled-csv-source";
import { createEdgeSource } from "./edge-source";
import { pagesPreferringFiles, prerenderedPagesAreCurrent } from "./prerendered-pages";

// On the edge, while the content is the CSV files the build pre-rendered its pages from, a page at a
// plain address is the build's own file (no render, no CPU); an address with a query is rendered.

const quiet = { warn() {}, error() {} };
const csv = { "guides.csv": "slug,title\n" };
const at = (iso: string) => new Date(iso);

describe("prerenderedPagesAreCurrent", () => {
  const bundled = new BundledCsvSource(csv, quiet);

  it("holds when the build rendered from the bundled CSV alone, the Worker serves it, and it is the same year", () => {
    expect(prerenderedPagesAreCurrent({ year: 2026 }, bundled, at("2026-12-31T12:00:00"))).toBe(true);
  });

  it("does not hold once the year has turned: the footer's year would be last year's", () => {
    expect(prerenderedPagesAreCurrent({ year: 2026 }, bundled, at("2027-01-01T12:00:00"))).toBe(false);
  });

  it("does not hold when the build said nothing (it rendered from a sheet or with Notion)", () => {
    expect(prerenderedPagesAreCurrent(undefined, bundled, at("2026-06-01T12:00:00"))).toBe(false);
  });

  it("does not hold when the Worker is given a sheet or Notion: its content is no longer the build's", () => {
    const options = { csv, cacheOrigin: "https://site.example", log: quiet };
    const sheet = createEdgeSource(
      readServerEnv({ CONTENT_SOURCE: "remote-sheet", SHEETS_URL: "https://sheet.example/exec" }),
      options,
    );
    const notion = createEdgeSource(
      readServerEnv({ NOTION_TOKEN: "secret", NOTION_DATABASE_ID: "0123456789abcdef0123456789abcdef" }),
      options,
    );
    const plain = createEdgeSource(readServerEnv({}), options);
    expect(prerenderedPagesAreCurrent({ year: 2026 }, sheet, at("2026-06-01T12:00:00"))).toBe(false);
    expect(prerenderedPagesAreCurrent({ year: 2026 }, notion, at("2026-06-01T12:00:00"))).toBe(false);
    expect(prerenderedPagesAreCurrent({ year: 2026 }, plain, at("2026-06-01T12:00:00"))).toBe(true);
  });
});

describe("pagesPreferringFiles", () => {
  let build: StandInBuild;
  const asked: string[] = [];
  let current = true;
  const renderer: Pages = {
    async page(address) {
      asked.push(address);
      const body = new TextEncoder().encode(`<title>Rendered ${address}</title>`);
      return {
        representation: new Representation(body, `"${asked.length}"`, { contentType: "text/html; charset=utf-8" }),
        scriptHashes: [],
      };
    },
  };
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    build = createStandInBuild();
    build.write("insights/index.html", "<title>Insights, pre-rendered</title>");
    app = createApp({ files: new StaticFiles(build.root), pages: pagesPreferringFiles(renderer, () => current) });
  });
  afterAll(() => build.remove());

  const get = async (address: string) => {
    asked.length = 0;
    const response = await app.request(address);
    return { status: response.status, body: await response.text(), rendered: [...asked] };
  };

  it("answers a plain address, and one whose query the page does not read, with the build's file and renders nothing", async () => {
    expect(await get("/experiences")).toEqual({ status: 200, body: "<title>Experiences</title>", rendered: [] });
    expect(await get("/insights?utm_source=feed")).toEqual({
      status: 200,
      body: "<title>Insights, pre-rendered</title>",
      rendered: [],
    });
  });

  it("answers the not-found page from its file", async () => {
    const answer = await get("/no-such-page");
    expect(answer).toMatchObject({ status: 404, rendered: [] });
    expect(answer.body).toContain("Oops");
  });

  it("renders an address with a query the page reads (a filter's page), which no file holds", async () => {
    expect(await get("/insights?language=Indonesian")).toEqual({
      status: 200,
      body: "<title>Rendered /insights?language=Indonesian</title>",
      rendered: ["/insights?language=Indonesian"],
    });
  });

  it("renders a page's data, as a server answers it (typed and compressed), where the build's file is neither", async () => {
    expect(await get("/_root.data")).toMatchObject({ status: 200, rendered: ["/_root.data"] });
    expect(await get("/experiences.data")).toMatchObject({ status: 200, rendered: ["/experiences.data"] });
  });

  it("renders every page once the files are no longer current", async () => {
    current = false;
    try {
      expect(await get("/experiences")).toEqual({
        status: 200,
        body: "<title>Rendered /experiences</title>",
        rendered: ["/experiences"],
      });
    } finally {
      current = true;
    }
  });
});
