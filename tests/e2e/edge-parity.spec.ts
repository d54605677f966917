import { readFileSync } from "node:fs";
import path from "node:path";
import { NOT_FOUND_SLUG } from "../../model/pages/inspiration-paths";
import { NOT_FOUND_PATH } from "../../model/pages/site-pages";
import { expect, test } from "./fixtures";

// The edge build under workerd against the Node server (npm start), both
// serving the same build: for every file and route of the build, the content
// API and bad input, the same status and the same headers (CSP with the page's
// own script hashes, caching, ETag, encoding and the rest). Runs only in the
// edge configuration (playwright.edge.config.ts), which starts both servers.

const nodeBase = process.env.E2E_NODE_URL;
test.skip(!nodeBase, "needs the Node server beside workerd (npm run test:e2e:edge)");

type BuildData = { manifest: { files: Record<string, unknown> } };

/** Every URL path of the build's file table (a page's folder address and its index.html both). */
function buildPaths(): string[] {
  const data = JSON.parse(readFileSync(path.resolve("build/edge/build-data.json"), "utf8")) as BuildData;
  return Object.keys(data.manifest.files).sort();
}

/** Headers of the connection rather than of the answer. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** The script sources a Content-Security-Policy allows by hash, sorted. */
function allowedHashes(policy: string | undefined): string[] {
  return [...(policy ?? "").matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1] as string).sort();
}

/** The hashes of a page's own inline scripts (those carrying the build's marker as nonce), sorted. */
async function ownScriptHashes(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(/<script[^>]*\snonce="[^"]+"[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=|type="application\/ld\+json"/.test(match[0].slice(0, match[0].indexOf(">"))))
    .map((match) => match[1] as string);
  const hashes = await Promise.all(
    bodies.map(
      async (body) =>
        `sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body))).toString("base64")}`,
    ),
  );
  return [...new Set(hashes)].sort();
}

type Probe = { path: string; method?: string; headers?: Record<string, string>; data?: string };

const probes = (filePaths: string[]): Probe[] => [
  ...filePaths.map((file) => ({ path: encodeURI(file) })),
  { path: "/experiences/" },
  { path: "/no-such-page" },
  { path: "/inspirations/guide/a-guide-added-later" },
  { path: "/inspirations/guide/a-guide-added-later.data" },
  { path: "/inspirations/item/an-item-added-later" },
  { path: "/%E0%A4%A" },
  { path: "/..%2f..%2fpackage.json" },
  { path: "/.env" },
  { path: "/__spa-fallback.html" },
  { path: "/__manifest?p=%2F&version=x" },
  { path: "/_headers" },
  { path: `/${"x".repeat(3000)}` },
  { path: "/api/sheets?api=inspirations" },
  { path: "/api/sheets?api=experiences" },
  { path: "/api/sheets?api=solutions" },
  { path: "/api/sheets?api=unknown" },
  { path: "/api/sheets" },
  { path: "/api/unknown" },
  { path: "/functions/v1/fetch-case-studies", method: "POST", headers: { "Content-Type": "application/json" } },
  { path: "/functions/v1/fetch-case-studies" },
  { path: "/api/sheets?api=solutions", method: "POST", data: "{}" },
  { path: "/", method: "DELETE" },
  { path: "/", method: "HEAD" },
  {
    path: "/api/sheets?api=solutions",
    method: "OPTIONS",
    headers: { Origin: "https://other.example", "Access-Control-Request-Method": "GET" },
  },
  { path: "/", headers: { "X-Forwarded-Proto": "https" } },
  { path: "/experiences", headers: { "Accept-Encoding": "gzip" } },
  { path: "/experiences", headers: { "Accept-Encoding": "identity" } },
];

test("the edge build and the Node server send the same status and headers for every file, route and API call", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const edge = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const node = await playwright.request.newContext({ baseURL: nodeBase, maxRedirects: 0 });
  const differences: string[] = [];
  const filePaths = buildPaths();
  const answer = async (context: typeof edge, probe: Probe) => {
    const response = await context.fetch(probe.path, {
      method: probe.method ?? "GET",
      headers: { "Accept-Encoding": "br, gzip", ...probe.headers },
      ...(probe.data ? { data: probe.data } : {}),
      maxRedirects: 0,
    });
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !TRANSPORT.has(name)));
    const body =
      headers["content-type"]?.startsWith("text/html") && (probe.method ?? "GET") === "GET"
        ? await response.text()
        : undefined;
    return { status: response.status(), headers, body };
  };
  // Both servers compress an API answer in the background on its first request and send it plain until
  // then: wait until both send the compressed copies, so the comparison is of settled answers.
  for (const probe of [
    { path: "/api/sheets?api=inspirations" },
    { path: "/api/sheets?api=experiences" },
    { path: "/api/sheets?api=solutions" },
    { path: "/functions/v1/fetch-case-studies", method: "POST", headers: { "Content-Type": "application/json" } },
  ]) {
    await expect
      .poll(
        async () => {
          const [fromEdge, fromNode] = await Promise.all([answer(edge, probe), answer(node, probe)]);
          return [fromEdge.headers["content-encoding"], fromNode.headers["content-encoding"]];
        },
        { timeout: 15_000 },
      )
      .toEqual(["br", "br"]);
  }
  // A page rendered on request is compressed the same way, in the background after its first render:
  // wait until both send each one settled too.
  for (const probe of probes(filePaths).filter((probe) => !probe.method && !probe.headers)) {
    await expect
      .poll(
        async () => {
          const [fromEdge, fromNode] = await Promise.all([answer(edge, probe), answer(node, probe)]);
          return fromEdge.headers["content-encoding"] === fromNode.headers["content-encoding"];
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }
  for (const probe of probes(filePaths)) {
    const [fromEdge, fromNode] = await Promise.all([answer(edge, probe), answer(node, probe)]);
    const label = `${probe.method ?? "GET"} ${probe.path.slice(0, 60)} ${JSON.stringify(probe.headers ?? {})}`;
    if (fromEdge.status !== fromNode.status)
      differences.push(`${label}: status ${fromEdge.status} on the edge, ${fromNode.status} on Node`);
    // A page (rendered on request) carries React Router's and the shell's inline scripts as each runtime's
    // bundle prints them (names renamed apart differ), and the edge answers a plain address with the
    // build's file while its content is the build's, so its bytes, ETag and script hashes may differ:
    // on both, the CSP must allow exactly the scripts the page itself carries.
    const isPage = (answer: typeof fromEdge) => answer.headers["content-type"]?.startsWith("text/html") === true;
    const rendered = isPage(fromEdge) && isPage(fromNode);
    if (fromEdge.body !== undefined && fromNode.body !== undefined) {
      for (const [runtime, answer] of [
        ["edge", fromEdge],
        ["Node", fromNode],
      ] as const) {
        const allowed = allowedHashes(answer.headers["content-security-policy"]);
        const own = await ownScriptHashes(answer.body ?? "");
        if (allowed.join() !== own.join())
          differences.push(`${label}: the CSP on ${runtime} does not list exactly the page's own scripts`);
      }
    }
    for (const name of new Set([...Object.keys(fromEdge.headers), ...Object.keys(fromNode.headers)])) {
      if (rendered && (name === "etag" || name === "content-security-policy")) continue;
      // Node compresses a rendered answer again once it has been sent, under the tag "…-refined-br" (decision 030);
      // the Worker keeps the quick copy: the same text, so the same tag once that mark is set aside.
      const same =
        name === "etag"
          ? fromEdge.headers.etag === fromNode.headers.etag?.replace(/-refined(?=-(br|gz)"$)/, "")
          : fromEdge.headers[name] === fromNode.headers[name];
      if (!same) {
        differences.push(
          `${label}: ${name} is ${JSON.stringify(fromEdge.headers[name])} on the edge, ${JSON.stringify(fromNode.headers[name])} on Node`,
        );
      }
    }
  }
  await edge.dispose();
  await node.dispose();
  expect(filePaths.length).toBeGreaterThan(50);
  expect(differences).toEqual([]);
});

test("the edge build's API answers with the content bundled at build", async ({ request }) => {
  for (const api of ["inspirations", "experiences", "solutions"]) {
    const response = await request.get(`/api/sheets?api=${api}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    const body = (await response.json()) as Record<string, unknown[]>;
    expect(Object.values(body).some((list) => Array.isArray(list) && list.length > 0)).toBe(true);
  }
  const studies = await request.post("/functions/v1/fetch-case-studies", {
    headers: { "Content-Type": "application/json" },
  });
  expect(((await studies.json()) as { success: boolean }).success).toBe(true);
});

test("while its content is the build's CSV, the edge build answers each page's plain address with the build's own file and renders a filter's page", async ({
  request,
}) => {
  const data = JSON.parse(readFileSync(path.resolve("build/edge/build-data.json"), "utf8")) as BuildData & {
    prerenderedFromCsv?: { year: number };
  };
  // npm run build pre-renders from the CSV files of content/ (no sheet or Notion in the test environment).
  expect(data.prerenderedFromCsv?.year).toBe(new Date().getFullYear());
  // Every page's file but the not-found pages', which answer 404 at no address of their own.
  const pages = Object.keys(data.manifest.files).filter(
    (file) =>
      file.endsWith("/index.html") && !file.startsWith(`${NOT_FOUND_PATH}/`) && !file.includes(`/${NOT_FOUND_SLUG}/`),
  );
  expect(pages.length).toBeGreaterThan(15);
  const etagOf = async (address: string) => {
    const response = await request.get(address, { headers: { "Accept-Encoding": "br" }, maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    return response.headers().etag;
  };
  for (const file of pages) {
    const address = file === "/index.html" ? "/" : file.slice(0, -"/index.html".length);
    // The same bytes as the file (its ETag), where a page rendered on request would be tagged anew.
    expect(await etagOf(address), address).toBe(await etagOf(file));
  }
  // A query the page does not read names the same page; one it reads is a page no file holds: rendered.
  expect(await etagOf("/insights?utm_source=feed")).toBe(await etagOf("/insights/index.html"));
  const filtered = await request.get("/insights?language=Indonesian&applied=1");
  expect(filtered.headers().etag).not.toBe(await etagOf("/insights/index.html"));
  // Rendered for that filter: English is no longer ticked in its form.
  const englishChoice = (await filtered.text()).match(/<input[^>]*name="language"[^>]*value="English"[^>]*>/)?.[0];
  expect(englishChoice).toBeDefined();
  expect(englishChoice).not.toContain("checked");
});
