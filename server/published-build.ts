import { setTimeout as sleep } from "node:timers/promises";
import { type BuildLayout, buildIdentity, readManifest, stagedClient } from "./build-folders";
import { BuildUnavailableError, type SiteFile, type SiteFiles } from "./site-files";
import { StaticFiles, type StaticFilesOptions } from "./static-files";

export type PublishedBuildOptions = StaticFilesOptions & {
  /** How long a file in memory is served before the server looks whether another build was published (ms). */
  recheckAfterMs?: number;
  /** How long a request that needs the disk waits for build/client to come back during a swap (ms). */
  swapWaitMs?: number;
  log?: Pick<Console, "info" | "warn">;
};

/** One build's file table, and which folder and build it was made from. */
type Generation = { folder: string; identity: string; files: StaticFiles };

const SWAP_POLL_MS = 20;

/**
 * The build the project has published in build/client, followed while the server runs
 * (decision 028). A rebuild renames build/client aside and its new client folder into place
 * (scripts/build-output.ts); this keeps answering through that:
 * - a file already in memory is served as loaded; a file read for the first time is read
 *   only after making sure which build is in place, so a page is never read from one build
 *   and described (type, script hashes) by the table of another;
 * - a read that fails because the folder moved waits (briefly) for build/client to be back
 *   and tries again there; when a build stopped between its renames, it serves the build
 *   the next start would put back, as recoverInterruptedSwap chooses it;
 * - once another build is in place (another folder, another `.build-complete.json`), its
 *   table replaces the old one, without a restart. The old build's hashed assets already in
 *   memory stay available, for pages loaded just before the swap.
 */
export class PublishedBuild implements SiteFiles {
  #current: Generation;
  #previous: StaticFiles | undefined;
  #checkedAt = Date.now();
  #settling: Promise<void> | undefined;
  readonly #layout: BuildLayout;
  readonly #recheckAfterMs: number;
  readonly #swapWaitMs: number;
  readonly #filesOptions: StaticFilesOptions;
  readonly #log: Pick<Console, "info" | "warn">;
  #unavailableReported = false;

  constructor(
    layout: BuildLayout,
    { recheckAfterMs = 500, swapWaitMs = 2000, log = console, ...filesOptions }: PublishedBuildOptions = {},
  ) {
    this.#layout = layout;
    this.#recheckAfterMs = recheckAfterMs;
    this.#swapWaitMs = swapWaitMs;
    this.#filesOptions = filesOptions;
    this.#log = log;
    const first = this.#open(layout.live, buildIdentity(layout.live));
    if (!first) throw new Error(`No build found in ${layout.live}.`);
    this.#current = first;
  }

  /** The folder served now: build/client, or the build a stopped swap left aside. */
  get folder(): string {
    return this.#current.folder;
  }

  /** Which build is served now: another value once another build is in place. */
  get identity(): string {
    return this.#current.identity;
  }

  get(urlPath: string): Promise<SiteFile | undefined> {
    return this.#get(urlPath);
  }

  async #get(urlPath: string): Promise<SiteFile | undefined> {
    if (!this.#current.files.cached(urlPath) || Date.now() - this.#checkedAt >= this.#recheckAfterMs)
      this.#followLive();
    const generation = this.#current;
    const firstRead = !generation.files.cached(urlPath);
    const loading = generation.files.get(urlPath);
    if (!loading) return this.#previousCopy(urlPath);
    try {
      const file = await loading;
      // Read from the build the table was made from, not from one renamed into its place meanwhile.
      if (!firstRead || buildIdentity(generation.folder) === generation.identity) return file;
    } catch {
      // The folder moved under the read: a build is being swapped in.
    }
    await this.#settle();
    const retry = this.#current.files.get(urlPath);
    if (!retry) return this.#previousCopy(urlPath);
    try {
      return await retry;
    } catch (error) {
      // No build/client, no build a stopped swap left: nothing to stand in until one is back.
      if (!this.#unavailableReported) {
        this.#unavailableReported = true;
        this.#log.warn(
          `  ${this.#layout.live} is gone and no build can stand in: pages not in memory answer 503 until a build is back.`,
        );
      }
      throw new BuildUnavailableError(urlPath, { cause: error });
    }
  }

  /** Switches to the build in build/client if it is another one; with no build/client (mid-swap), keeps the current. */
  #followLive(): void {
    this.#checkedAt = Date.now();
    const identity = buildIdentity(this.#layout.live);
    if (identity !== undefined) this.#switchTo(this.#layout.live, identity);
  }

  /** One wait shared by every request that found the folder gone. */
  #settle(): Promise<void> {
    this.#settling ??= this.#waitForBuild().finally(() => {
      this.#settling = undefined;
    });
    return this.#settling;
  }

  async #waitForBuild(): Promise<void> {
    const deadline = Date.now() + this.#swapWaitMs;
    for (;;) {
      const identity = buildIdentity(this.#layout.live);
      if (identity !== undefined && this.#switchTo(this.#layout.live, identity)) {
        this.#checkedAt = Date.now();
        return;
      }
      if (Date.now() >= deadline) break;
      await sleep(SWAP_POLL_MS);
    }
    // build/client did not come back: the build stopped between its two renames. Serve what the
    // next start would put back (build-folders.ts), without moving anything while a build may run.
    for (const folder of [stagedClient(this.#layout), this.#layout.previous]) {
      if (readManifest(folder) && this.#switchTo(folder, buildIdentity(folder))) return;
    }
  }

  #switchTo(folder: string, identity: string | undefined): boolean {
    if (folder === this.#current.folder && identity === this.#current.identity) return true;
    const next = this.#open(folder, identity);
    if (!next) return false;
    this.#previous = this.#current.files;
    this.#current = next;
    this.#unavailableReported = false;
    const builtAt = readManifest(folder)?.builtAt;
    this.#log.info(`  Serving the build in ${folder}${builtAt ? ` (built ${builtAt})` : ""}`);
    return true;
  }

  #open(folder: string, identity: string | undefined): Generation | undefined {
    if (identity === undefined) return undefined;
    try {
      return { folder, identity, files: new StaticFiles(folder, this.#filesOptions) };
    } catch {
      // Renamed away while its table was made: the next look finds where it went.
      return undefined;
    }
  }

  /** A hashed asset of the build served before this one, if it is in memory: the same name is the same bytes. */
  async #previousCopy(urlPath: string): Promise<SiteFile | undefined> {
    const previous = this.#previous;
    const copy = previous?.describe(urlPath)?.immutable ? previous.cached(urlPath) : undefined;
    return copy?.catch(() => undefined);
  }
}
