/**
 * Keeps the last good result of a slow remote load, served when the remote
 * fails. A result younger than
 * `maxAgeMs` is served as is; an older one is served at once while a single
 * refresh runs in the background; with no result yet, callers wait for the
 * load. After a failure the remote is not asked again for `retryAfterMs`, so
 * an outage costs one timeout, not one per request.
 */
export type Loaded<T> =
  { ok: true; value: T; loadedAt: number; lastError: Error | undefined } | { ok: false; error: Error };

/** What a source needs of a loader; the edge build supplies one backed by the Workers Cache API. */
export type Loader<T> = { get(): Promise<Loaded<T>> };

export type CachedLoaderOptions = {
  maxAgeMs: number;
  retryAfterMs: number;
  now?: () => number;
};

export class CachedLoader<T> implements Loader<T> {
  #good: { value: T; loadedAt: number } | undefined;
  #lastError: Error | undefined;
  #failedAt = -Infinity;
  #loading: Promise<void> | undefined;
  readonly #now: () => number;

  constructor(
    /** Gets a fresh result; `previous` is the last good one, which it may refuse to replace by throwing. */
    private readonly load: (previous: T | undefined) => Promise<T>,
    private readonly options: CachedLoaderOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async get(): Promise<Loaded<T>> {
    const now = this.#now();
    const stale = !this.#good || now - this.#good.loadedAt >= this.options.maxAgeMs;
    const mayRetry = now - this.#failedAt >= this.options.retryAfterMs;
    if (stale && mayRetry) {
      this.#loading ??= this.#refresh();
      if (!this.#good) await this.#loading;
    }
    if (this.#good) return { ok: true, ...this.#good, lastError: this.#lastError };
    return { ok: false, error: this.#lastError ?? new Error("no answer yet") };
  }

  /** Resolves when a refresh started by get() has finished (for tests and start-up). */
  async settled(): Promise<void> {
    await this.#loading;
  }

  async #refresh(): Promise<void> {
    try {
      const value = await this.load(this.#good?.value);
      this.#good = { value, loadedAt: this.#now() };
      this.#lastError = undefined;
    } catch (error) {
      this.#lastError = error instanceof Error ? error : new Error(String(error));
      this.#failedAt = this.#now();
    } finally {
      this.#loading = undefined;
    }
  }
}
