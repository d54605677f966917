import { createServer, type Server, type ServerResponse } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildEdge } from "../scripts/build-edge";
import { freePort } from "../scripts/free-port";
import { startWorkerd } from "../scripts/workerd-process";
import { createApp } from "./app";
import { DEFAULT_CONTENT_DIR } from "./content/create-source";
import { RemoteSheetSource } from "./content/remote-sheet-source";
import { defaultSecurityOptions } from "./security-headers";
import { StaticFiles } from "./static-files";

// Load and faults: the content source fails mid-run (remote 500, remote
// hang, HTML instead of JSON) while requests flow: pages never get a 5xx, the API
// keeps serving the last good data, and everything recovers when the source does.
// Everything runs on loopback; each phase sends a small, fixed number of requests.
// The same scenario runs against the Node server and against the edge build under
// workerd (the Workers runtime), each with the same timeout, max-age and retry settings.

type Mode = "ok" | "500" | "hang" | "html";
let mode: Mode = "ok";
let itemName = "Research Plan Template";
const hanging: ServerResponse[] = [];

let remote: Server;
let remoteUrl: string;
let buildDir: string;

type Target = "node" | "edge";
type Running = { url: string; close: () => Promise<void> };

function storeRow(name: string) {
  return {
    "Item Name": name,
    "Intro (Short)": "",
    "Price (USD)": "19",
    Type: "Google Docs",
    Topic: "Research",
    "Thumbnail: File Name": "",
    "Store URL": "https://store.example/plan",
    Order: "1",
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  remote = createServer((request, response) => {
    if (mode === "hang") {
      hanging.push(response);
      return;
    }
    if (mode === "500") {
      response.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
      return;
    }
    if (mode === "html") {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<!doctype html><title>Error</title><p>Script error</p>");
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ items: [storeRow(itemName)] }));
  });
  const remotePort = await listen(remote);
  remoteUrl = `http://127.0.0.1:${remotePort}/exec`;

  buildDir = mkdtempSync(path.join(tmpdir(), "faults-build-"));
  mkdirSync(path.join(buildDir, "client/404"), { recursive: true });
  writeFileSync(path.join(buildDir, "client/index.html"), "<title>Home</title>");
  writeFileSync(path.join(buildDir, "client/404/index.html"), "<title>Not found</title>");
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => remote.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

async function startNode(): Promise<Running> {
  const quiet = { warn: vi.fn(), error: vi.fn() };
  const content = new RemoteSheetSource({ url: remoteUrl, timeoutMs: 300, maxAgeMs: 0, retryAfterMs: 0, log: quiet });
  const app = createApp({ files: new StaticFiles(path.join(buildDir, "client")), content });
  return new Promise((resolve) => {
    const site = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => site.close(() => done())) });
    });
  });
}

async function startEdge(): Promise<Running> {
  const outDir = path.join(buildDir, "edge");
  await buildEdge({
    clientDir: path.join(buildDir, "client"),
    contentDir: DEFAULT_CONTENT_DIR,
    outDir,
    security: defaultSecurityOptions,
    allowLocalNetwork: true,
  });
  const workerd = await startWorkerd({
    configFile: path.join(outDir, "workerd.capnp"),
    host: "127.0.0.1",
    port: await freePort(),
    stdio: "ignore",
    env: {
      CONTENT_SOURCE: "remote-sheet",
      SHEETS_URL: remoteUrl,
      SHEETS_TIMEOUT_MS: "300",
      SHEETS_MAX_AGE_SECONDS: "0",
      SHEETS_RETRY_AFTER_SECONDS: "0",
    },
  });
  return { url: workerd.url.replace("localhost", "127.0.0.1"), close: workerd.close };
}

/** Sends `count` page requests and `count` API requests, interleaved, and collects what came back. */
async function trafficTo(siteUrl: string, count: number) {
  const pages: number[] = [];
  const api: { status: number; names: string[] }[] = [];
  for (let i = 0; i < count; i += 1) {
    const [page, answer] = await Promise.all([fetch(`${siteUrl}/`), fetch(`${siteUrl}/api/sheets?api=solutions`)]);
    pages.push(page.status);
    await page.arrayBuffer();
    const body = (await answer.json()) as { items?: { "Item Name": string }[] };
    api.push({ status: answer.status, names: (body.items ?? []).map((item) => item["Item Name"]) });
  }
  return { pages, api };
}

describe.each<Target>(["node", "edge"])("the content source failing while requests flow (%s)", (target) => {
  let site: Running;
  beforeAll(async () => {
    mode = "ok";
    itemName = "Research Plan Template";
    site = target === "node" ? await startNode() : await startEdge();
  }, 60_000);
  afterAll(() => site?.close());

  it("serves pages and the last good data through a 500, a hang and an HTML answer, then recovers", async () => {
    const traffic = (count: number) => trafficTo(site.url, count);
    mode = "ok";
    const healthy = await traffic(5);
    expect(healthy.pages.every((status) => status === 200)).toBe(true);
    expect(healthy.api.at(-1)).toEqual({ status: 200, names: ["Research Plan Template"] });

    for (const failure of ["500", "hang", "html"] as const) {
      mode = failure;
      const during = await traffic(6);
      expect(during.pages, `pages during ${failure}`).toEqual(Array(6).fill(200));
      for (const answer of during.api)
        expect(answer, `API during ${failure}`).toEqual({ status: 200, names: ["Research Plan Template"] });
    }

    mode = "ok";
    itemName = "Research Plan Template v2";
    // Refreshed in the background: the new answer arrives within a few requests
    // (bounded: at most 40 rounds), and pages keep answering 200 meanwhile.
    await expect
      .poll(
        async () => {
          const after = await traffic(1);
          expect(after.pages).toEqual([200]);
          return after.api[0];
        },
        { timeout: 10_000, interval: 100 },
      )
      .toEqual({ status: 200, names: ["Research Plan Template v2"] });
  }, 30_000);
});
