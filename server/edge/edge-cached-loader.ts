import type { Loaded, Loader } from "../content/cached-loader.ts";
import { Payload } from "../content/payload.ts";
import { inBackground } from "./request-context.ts";

/** The Workers Cache API as this loader uses it (caches.default on Cloudflare and under workerd). */
export type EdgeCache = Pick<Cache, "match" | "put" | "delete">;

export type EdgeCachedLoaderOptions = {
  cache: EdgeCache;
  /** An http(s) URL naming this answer in the cache. */
  key: string;
  maxAgeMs: number;
  retryAfterMs: number;
  /** How long the last good answer is kept in the cache, to be served while the source fails. */
  keepSeconds?: number;
  /** How long other isolates wait for a refresh that one has started. */
  refreshLockMs?: number;
  now?: () => number;
};

const LOADED_AT = "X-Loaded-At";
const FAILED_AT = "X-Failed-At";
const FAILURE = "X-Failure";

type Good<T> = { value: Payload<T>; loadedAt: number };

/**
 * The same rules as the Node server's CachedLoader (a fresh answer is served as
 * is; a stale one is served at once while one refresh runs in the background;
 * with none yet, callers wait; after a failure the source is left alone for
 * `retryAfterMs` and the last good answer is served), with the answer and the
 * failure also kept in the Workers Cache API, which every isolate of a data
 * centre shares. An isolate that starts cold therefore serves what another one
 * loaded instead of asking the source again, and a refresh started by one
 * isolate is announced in the cache so the others do not start their own.
 * In-isolate memory comes first, so most requests cost no cache lookup.
 */
export class EdgeCachedLoader<T> implements Loader<Payload<T>> {
  #good: Good<T> | undefined;
  #lastError: Error | undefined;
  #failedAt = -Infinity;
  #loading: Promise<void> | undefined;
  readonly #options: Required<Omit<EdgeCachedLoaderOptions, "now">>;
  readonly #now: () => number;

  constructor(
    /** Gets a fresh answer; `previous` is the last good one, which it may refuse to replace by throwing. */
    private readonly load: (previous: Payload<T> | undefined) => Promise<Payload<T>>,
    options: EdgeCachedLoaderOptions,
  ) {
    this.#options = { keepSeconds: 7 * 24 * 3600, refreshLockMs: 10_000, ...options };
    this.#now = options.now ?? Date.now;
  }

  async get(): Promise<Loaded<Payload<T>>> {
    if (!this.#loading && (!this.#good || this.#isStale(this.#good))) await this.#readShared();
    const now = this.#now();
    const stale = !this.#good || this.#isStale(this.#good);
    const mayRetry = now - this.#failedAt >= this.#options.retryAfterMs;
    if (stale && mayRetry) {
      if (!this.#loading) {
        this.#loading = this.#refresh();
        if (this.#good) inBackground(this.#loading);
      }
      if (!this.#good) await this.#loading;
    }
    if (this.#good) return { ok: true, ...this.#good, lastError: this.#lastError };
    return { ok: false, error: this.#lastError ?? new Error("no answer yet") };
  }

  #isStale(good: Good<T>): boolean {
    return this.#now() - good.loadedAt >= this.#options.maxAgeMs;
  }

  #url(suffix: string): string {
    const url = new URL(this.#options.key);
    url.searchParams.set("entry", suffix);
    return url.href;
  }

  /** Takes what other isolates stored: a newer answer, a recent failure. A broken cache is only skipped. */
  async #readShared(): Promise<void> {
    try {
      const [answer, failure] = await Promise.all([
        this.#options.cache.match(this.#url("answer")),
        this.#options.cache.match(this.#url("failure")),
      ]);
      const loadedAt = Number(answer?.headers.get(LOADED_AT));
      if (answer && Number.isFinite(loadedAt) && loadedAt > (this.#good?.loadedAt ?? -Infinity)) {
        this.#good = { value: new Payload(JSON.parse(await answer.text()) as T), loadedAt };
        if (loadedAt > this.#failedAt) this.#lastError = undefined;
      } else await answer?.body?.cancel();
      const failedAt = Number(failure?.headers.get(FAILED_AT));
      if (
        failure &&
        Number.isFinite(failedAt) &&
        failedAt > this.#failedAt &&
        failedAt > (this.#good?.loadedAt ?? -Infinity)
      ) {
        this.#failedAt = failedAt;
        this.#lastError = new Error(failure.headers.get(FAILURE) ?? "the source failed");
      }
      await failure?.body?.cancel();
    } catch (error) {
      console.warn(`The edge cache could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async #refresh(): Promise<void> {
    let locked = false;
    try {
      // Another isolate is refreshing: serve what there is rather than ask the source again.
      if (this.#good && (await this.#lockedByOther())) return;
      locked = true;
      await this.#put("lock", "", { [LOADED_AT]: String(this.#now()) }, Math.ceil(this.#options.refreshLockMs / 1000));
      const value = await this.load(this.#good?.value);
      const loadedAt = this.#now();
      this.#good = { value, loadedAt };
      this.#lastError = undefined;
      await this.#put("answer", value.body, { [LOADED_AT]: String(loadedAt) }, this.#options.keepSeconds);
    } catch (error) {
      this.#lastError = error instanceof Error ? error : new Error(String(error));
      this.#failedAt = this.#now();
      const seconds = Math.max(1, Math.ceil(this.#options.retryAfterMs / 1000));
      // Header values are one line of text.
      const reason = this.#lastError.message.replace(/[\r\n]+/g, " ").slice(0, 500);
      await this.#put("failure", "", { [FAILED_AT]: String(this.#failedAt), [FAILURE]: reason }, seconds);
    } finally {
      if (locked) await this.#options.cache.delete(this.#url("lock")).catch(() => false);
      this.#loading = undefined;
    }
  }

  async #lockedByOther(): Promise<boolean> {
    try {
      const lock = await this.#options.cache.match(this.#url("lock"));
      await lock?.body?.cancel();
      return Boolean(lock && lock.headers.get(LOADED_AT));
    } catch {
      return false;
    }
  }

  async #put(entry: string, body: string, headers: Record<string, string>, seconds: number): Promise<void> {
    try {
      const response = new Response(body, {
        headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${seconds}`, ...headers },
      });
      await this.#options.cache.put(this.#url(entry), response);
    } catch (error) {
      console.warn(`The edge cache could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
