import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { freePort } from "../../scripts/free-port";

const root = path.resolve(import.meta.dirname, "../..");

type Row = Record<string, string>;

/**
 * A copy of content/ with rows added to some of its CSV files (columns they do
 * not name stay empty), or with `replace` holding only those rows: content that changed after the build.
 */
export function contentWithRows(added: Record<string, Row[]>, { replace = false }: { replace?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-content-"));
  cpSync(path.join(root, "content"), dir, { recursive: true });
  for (const [file, rows] of Object.entries(added)) {
    const parsed = Papa.parse<Row>(readFileSync(path.join(dir, file), "utf8"), { header: true, skipEmptyLines: true });
    const kept = replace ? [] : parsed.data;
    // Papa.unparse of no rows writes no header line either: keep the file's own.
    const text =
      kept.length + rows.length > 0
        ? Papa.unparse([...kept, ...rows], { columns: parsed.meta.fields })
        : `${(parsed.meta.fields ?? []).join(",")}\n`;
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * The built site served by its real server (server/main.ts) on a free
 * loopback port, from the content in `contentDir` (or what `env` configures:
 * CONTENT_SOURCE=remote-sheet and SHEETS_URL, say); resolves once it says it
 * is ready. `errors` is what it has written to stderr so far, line by line (and
 * passed on). `close` stops it and deletes `contentDir`; the pages given to it leave the site first,
 * since a page still fetching (its lazy pictures, say) would log each connection the stop resets as an error.
 */
export async function startSiteServer(
  contentDir: string,
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<{ url: string; errors: string[]; close: (...leaving: Page[]) => Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CONTENT_DIR: contentDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errors: string[] = [];
  createInterface({ input: server.stderr! }).on("line", (line) => {
    errors.push(line);
    process.stderr.write(`${line}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the site server did not start within 30 s")), 30_000);
    server.once("exit", (code) => reject(new Error(`the site server exited with code ${code}`)));
    createInterface({ input: server.stdout! }).on("line", (line) => {
      if (line.includes("Site ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    errors,
    close: async (...leaving) => {
      for (const page of leaving) await page.goto("about:blank");
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill();
        await exited;
      }
      rmSync(contentDir, { recursive: true, force: true });
    },
  };
}
