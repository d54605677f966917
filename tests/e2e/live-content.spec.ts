import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { freePort } from "../../scripts/free-port";
import { startWorkerd } from "../../scripts/workerd-process";
import { expect, test } from "./fixtures";
import { contentWithRows, startSiteServer } from "./site-server";

// npm start renders pages from the content it reads (decision 030): a CSV saved while the server
// runs shows on the next load, without a rebuild, on a page that runs no JavaScript as on one that does;
// the Worker (under workerd) renders from the sheet, and shows its edits once its cache lifetime has passed.

test("a CSV edit shows on the next load of a page, without a rebuild", async ({ page }) => {
  const content = contentWithRows({});
  const site = await startSiteServer(content);
  try {
    const file = path.join(content, "experiences.csv");
    const before = readFileSync(file, "utf8");
    await page.goto(`${site.url}/experiences`);
    await expect(page.getByText("UX Research Lead").first()).toBeVisible();

    writeFileSync(file, before.replace("UX Research Lead,Sayurloka", "Head of Fresh Research,Sayurloka"));
    await expect
      .poll(async () => (await page.request.get(`${site.url}/experiences`)).text(), { timeout: 10_000 })
      .toContain("Head of Fresh Research");
    await page.reload();
    await expect(page.getByText("Head of Fresh Research").first()).toBeVisible();
    // The home page has no JavaScript to fetch anything: what it shows is what the server rendered.
    const guides = path.join(content, "guides.csv");
    writeFileSync(guides, readFileSync(guides, "utf8").replace("Home office that works", "A desk that works"));
    await expect
      .poll(async () => (await page.request.get(`${site.url}/`)).text(), { timeout: 10_000 })
      .toContain("A desk that works");
    await page.goto(`${site.url}/`);
    await expect(page.getByText("A desk that works")).toBeVisible();
  } finally {
    await site.close(page);
  }
});

/** A stand-in for the owner's sheet web app: its experiences tab names one role, which a test may change. */
async function sheetWithRole(
  role: string,
): Promise<{ url: string; setRole: (role: string) => void; close: () => Promise<void> }> {
  let current = role;
  const server = createServer((request, response) => {
    const api = new URL(request.url ?? "/", "http://localhost").searchParams.get("api");
    const answer =
      api === "experiences"
        ? {
            items: [
              { period: "2024 - Present", role: current, organisation: "Sayurloka", publish: "TRUE", priority: "1" },
            ],
          }
        : api === "inspirations"
          ? { guides: [], items: [], links: [] }
          : { items: [] };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`,
    setRole: (next) => (current = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The edge build's workerd config, allowed to reach this machine's loopback (where the test's
 * stand-in sheet listens; the published config reaches public addresses only).
 */
function edgeConfigReachingLoopback(): string {
  const edge = path.resolve("build/edge");
  const folder = mkdtempSync(path.join(tmpdir(), "edge-config-"));
  // workerd reads embedded files relative to the config, never by an absolute path.
  const config = readFileSync(path.join(edge, "workerd.capnp"), "utf8")
    .replaceAll('embed "', `embed "${path.relative(folder, edge)}/`)
    .replace('allow = ["public"]', 'allow = ["public", "local"]');
  const file = path.join(folder, "workerd.capnp");
  writeFileSync(file, config);
  return file;
}

test("npm start compresses a rendered page again with the build's settings for the visits after the first", async ({
  request,
}) => {
  const compressed = async () => {
    const response = await request.get("/privacy", { headers: { "Accept-Encoding": "br" } });
    return {
      etag: response.headers().etag ?? "",
      length: Number(response.headers()["content-length"]),
      text: await response.text(),
    };
  };
  // The first answer goes out with the quick settings; the copy made again in the background then takes its place.
  await expect.poll(async () => (await compressed()).etag, { timeout: 15_000 }).toMatch(/-refined-br"$/);
  const { length, text } = await compressed();
  const best = brotliCompressSync(Buffer.from(text), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });
  expect(length).toBe(best.byteLength);
});

test("on workerd, a sheet edit shows on the next load once the content cache's lifetime has passed, without a rebuild", async ({
  request,
}) => {
  test.skip(!existsSync("build/edge/workerd.capnp"), "needs the edge build (npm run build makes it)");
  test.slow();
  const sheet = await sheetWithRole("Research Lead Before");
  const port = await freePort();
  const workerd = await startWorkerd({
    configFile: edgeConfigReachingLoopback(),
    host: "127.0.0.1",
    port,
    stdio: "ignore",
    env: {
      CONTENT_SOURCE: "remote-sheet",
      SHEETS_URL: sheet.url,
      SHEETS_MAX_AGE_SECONDS: "1",
      SHEETS_RETRY_AFTER_SECONDS: "0",
    },
  });
  try {
    const page = () => request.get(`http://127.0.0.1:${port}/experiences`).then((response) => response.text());
    await expect.poll(page, { timeout: 15_000 }).toContain("Research Lead Before");
    sheet.setRole("Research Lead After");
    await expect.poll(page, { timeout: 15_000 }).toContain("Research Lead After");
    expect(await page()).not.toContain("Research Lead Before");
  } finally {
    await workerd.close();
    await sheet.close();
  }
});
