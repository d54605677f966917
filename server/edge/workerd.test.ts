import { createServer, type Server, type ServerResponse } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEdge } from "../../scripts/build-edge";
import { freePort } from "../../scripts/free-port";
import { type RunningWorkerd, startWorkerd } from "../../scripts/workerd-process";
import { DEFAULT_CONTENT_DIR } from "../content/create-source";
import { LocalCsvSource } from "../content/local-source";
import { defaultSecurityOptions } from "../security-headers";

// The edge build on workerd, the Workers runtime, with a fake Google Sheet on
// loopback that counts requests and can fail or hang: a burst of visitors costs
// one request to the sheet per max-age window, a second isolate is served from
// the Cache API, a failing sheet keeps the last good answer, a hanging one costs
// one timeout, and pages never depend on the sheet. Requests are bounded in
// number; waits are for conditions, with deadlines.

type Mode = "ok" | "500" | "hang";
let mode: Mode = "ok";
let itemName = "Version 1";
const counts: Record<string, number> = {};
const hanging: ServerResponse[] = [];

let dir: string;
let sheet: Server;
let workerd: RunningWorkerd;
let second: string;
let site: string;

function storeRow(name: string) {
  return {
    "Item Name": name,
    "Intro (Short)": "A plan for research. ".repeat(80),
    "Price (USD)": "19",
    Type: "Google Docs",
    Topic: "Research",
    "Thumbnail: File Name": "",
    "Store URL": "https://store.example/plan",
    Order: "1",
  };
}

function write(relative: string, body: string) {
  const file = path.join(dir, "client", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  sheet = createServer((request, response) => {
    const api = new URL(request.url ?? "/", "http://sheet").searchParams.get("api") ?? "";
    counts[api] = (counts[api] ?? 0) + 1;
    if (mode === "hang") return void hanging.push(response);
    if (mode === "500") return void response.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ items: [storeRow(itemName)] }));
  });
  await new Promise<void>((resolve) => sheet.listen(0, "127.0.0.1", resolve));
  const sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/exec`;

  dir = mkdtempSync(path.join(tmpdir(), "edge-workerd-"));
  write("index.html", "<title>Home</title><script>window.boot = 1;</script>");
  write("404/index.html", "<title>Not found</title>Oops");
  write("experiences/index.html", `<title>Experiences</title>${"<p>A story of work.</p>".repeat(200)}`);
  await buildEdge({
    clientDir: path.join(dir, "client"),
    contentDir: DEFAULT_CONTENT_DIR,
    outDir: path.join(dir, "edge"),
    security: defaultSecurityOptions,
    allowLocalNetwork: true,
    extraIsolates: 1,
  });
  const [port, port2] = [await freePort(), await freePort()];
  workerd = await startWorkerd({
    configFile: path.join(dir, "edge/workerd.capnp"),
    host: "127.0.0.1",
    port,
    sockets: { "http-2": `127.0.0.1:${port2}` },
    stdio: "ignore",
    env: {
      CONTENT_SOURCE: "remote-sheet",
      SHEETS_URL: sheetUrl,
      SHEETS_TIMEOUT_MS: "500",
      SHEETS_MAX_AGE_SECONDS: "1",
    },
  });
  site = `http://127.0.0.1:${port}`;
  second = `http://127.0.0.1:${port2}`;
}, 60_000);

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await workerd?.close();
  await new Promise((resolve) => sheet?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type StoreAnswer = { status: number; names: string[]; errors: string[] };

async function solutions(base = site): Promise<StoreAnswer> {
  const response = await fetch(`${base}/api/sheets?api=solutions`);
  if (response.status !== 200) return { status: response.status, names: [], errors: [await response.text()] };
  const body = (await response.json()) as { items: { "Item Name": string }[]; errors?: { reason: string }[] };
  return {
    status: 200,
    names: body.items.map((item) => item["Item Name"]),
    errors: (body.errors ?? []).map((e) => e.reason),
  };
}

const burst = (count: number, base = site) => Promise.all(Array.from({ length: count }, () => solutions(base)));

/** Sends bursts until `done` holds for an answer; returns every answer seen. Bounded by `deadlineMs`. */
async function burstsUntil(done: (answer: StoreAnswer) => boolean, deadlineMs = 10_000): Promise<StoreAnswer[]> {
  const seen: StoreAnswer[] = [];
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const answers = await burst(5);
    seen.push(...answers);
    if (answers.some(done)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${deadlineMs} ms; last answer ${JSON.stringify(seen.at(-1))}`);
}

describe("the edge build on workerd with a Google Sheet", () => {
  it("asks the sheet once for a burst of 30 visitors", async () => {
    const answers = await burst(30);
    expect(answers.every((answer) => answer.status === 200 && answer.names[0] === "Version 1")).toBe(true);
    expect(counts.solutions).toBe(1);
  });

  it("serves another isolate from the Cache API without asking the sheet", async () => {
    const answers = await burst(5, second);
    expect(answers.every((answer) => answer.names[0] === "Version 1")).toBe(true);
    expect(counts.solutions).toBe(1);
  });

  it("refreshes in the background after max-age: at most one request to the sheet per window", async () => {
    itemName = "Version 2";
    const before = counts.solutions ?? 0;
    const started = Date.now();
    const seen = await burstsUntil((answer) => answer.names[0] === "Version 2");
    const windows = Math.ceil((Date.now() - started) / 1000);
    expect(seen.every((answer) => answer.status === 200)).toBe(true);
    expect((counts.solutions ?? 0) - before).toBeLessThanOrEqual(windows + 1);
    expect(seen.length).toBeGreaterThan((counts.solutions ?? 0) - before);
  });

  it("keeps serving the last good answer, saying why, while the sheet fails; asks it once per retry window", async () => {
    mode = "500";
    const before = counts.solutions ?? 0;
    const seen = await burstsUntil((answer) => answer.errors.some((reason) => reason.includes("500")));
    expect(seen.every((answer) => answer.status === 200 && answer.names[0] === "Version 2")).toBe(true);
    const afterFailure = counts.solutions ?? 0;
    const more = await burst(20);
    expect(more.every((answer) => answer.status === 200 && answer.names[0] === "Version 2")).toBe(true);
    expect(afterFailure - before).toBe(1);
    expect(counts.solutions).toBe(afterFailure);
  });

  it("answers 502 after the timeout, not never, when a sheet that never answered hangs; pages are not held up", async () => {
    mode = "hang";
    const started = Date.now();
    const [experiences, page] = await Promise.all([
      fetch(`${site}/api/sheets?api=experiences`),
      fetch(`${site}/experiences`),
    ]);
    expect(experiences.status).toBe(502);
    expect(((await experiences.json()) as { error: string }).error).toContain("no answer within 500 ms");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(page.status).toBe(200);
    // A second request within the retry window does not wait for the sheet again.
    const again = Date.now();
    expect((await fetch(`${site}/api/sheets?api=experiences`)).status).toBe(502);
    expect(Date.now() - again).toBeLessThan(400);
    expect(counts.experiences).toBe(1);
  });

  it("sends compressed answers once compressed (pages by the runtime, API payloads as made)", async () => {
    mode = "ok";
    // Copies the build did not make are made in the background: the plain body is sent until then.
    await expect
      .poll(
        async () => {
          const page = await fetch(`${site}/experiences`, { headers: { "Accept-Encoding": "br" } });
          return [page.headers.get("content-encoding"), (await page.text()).includes("A story of work.")];
        },
        { timeout: 15_000 },
      )
      .toEqual(["br", true]);
    // Compressed twice, the body would not parse after the one decoding fetch does.
    await expect
      .poll(
        async () => {
          const api = await fetch(`${site}/api/sheets?api=solutions`, { headers: { "Accept-Encoding": "gzip" } });
          return [api.headers.get("content-encoding"), ((await api.json()) as { items: unknown[] }).items.length];
        },
        { timeout: 15_000 },
      )
      .toEqual(["gzip", 1]);
  });
});

describe("the edge build on workerd by default", () => {
  let plain: RunningWorkerd;
  beforeAll(async () => {
    plain = await startWorkerd({
      configFile: path.join(dir, "edge/workerd.capnp"),
      host: "127.0.0.1",
      port: await freePort(),
      stdio: "ignore",
      sockets: { "http-2": `127.0.0.1:${await freePort()}` },
    });
  }, 60_000);
  afterAll(() => plain?.close());

  it("serves the CSV content bundled at build, the same answers as the Node server's CSV source", async () => {
    const local = new LocalCsvSource(DEFAULT_CONTENT_DIR, { log: { warn() {}, info() {} } });
    for (const api of ["inspirations", "experiences", "solutions"] as const) {
      const response = await fetch(`${plain.url.replace("localhost", "127.0.0.1")}/api/sheets?api=${api}`, {
        headers: { "Accept-Encoding": "br, gzip" },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe((await local.sheet(api)).payload.body);
    }
  });
});
