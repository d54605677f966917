import { describe, expect, it } from "vitest";
import { Payload } from "../content/payload";
import { type EdgeCache, EdgeCachedLoader } from "./edge-cached-loader";
import { withRequestContext } from "./request-context";

// The same rules as the Node server's CachedLoader, with the answer shared
// through the Workers Cache API between isolates (here: loaders over one cache).

let now = 0;
const clock = () => now;

/** The Cache API as Cloudflare keeps it: entries expire as their Cache-Control max-age says. */
function fakeCache(): EdgeCache & {
  entries: Map<string, { body: string; headers: [string, string][]; expires: number }>;
} {
  const entries = new Map<string, { body: string; headers: [string, string][]; expires: number }>();
  return {
    entries,
    async match(request: RequestInfo | URL) {
      const entry = entries.get(String(request));
      if (!entry || entry.expires <= now) return undefined;
      return new Response(entry.body, { headers: entry.headers });
    },
    async put(request: RequestInfo | URL, response: Response) {
      const age = Number(/max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
      const body = await response.text();
      if (age > 0) entries.set(String(request), { body, headers: [...response.headers], expires: now + age * 1000 });
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(String(request));
    },
  };
}

function source() {
  let calls = 0;
  let failWith: Error | undefined;
  let release: (() => void) | undefined;
  const load = async () => {
    calls++;
    if (release) await new Promise<void>((resolve) => (release = resolve));
    if (failWith) throw failWith;
    return new Payload({ items: [`answer ${calls}`] });
  };
  return {
    load,
    get calls() {
      return calls;
    },
    fail(error: Error | undefined) {
      failWith = error;
    },
    /** Makes the next loads wait until `open()` is called. */
    hold() {
      release = () => {};
    },
    open() {
      const go = release;
      release = undefined;
      go?.();
    },
  };
}

const options = (cache: EdgeCache) => ({
  cache,
  key: "https://site.example/__edge-cache/sheet/solutions",
  maxAgeMs: 60_000,
  retryAfterMs: 15_000,
  now: clock,
});

function inRequest<T>(run: () => Promise<T>) {
  const held: Promise<unknown>[] = [];
  const result = withRequestContext({ waitUntil: (promise) => void held.push(promise) }, run);
  return { result, held };
}

/** A request, then the work it left running after its answer. */
async function requestAndBackground<T>(run: () => Promise<T>): Promise<T> {
  const { result, held } = inRequest(run);
  const answer = await result;
  await Promise.all(held);
  return answer;
}

describe("EdgeCachedLoader", () => {
  it("loads once for a burst of requests, then serves from memory within max-age", async () => {
    now = 0;
    const remote = source();
    const loader = new EdgeCachedLoader(remote.load, options(fakeCache()));
    const answers = await Promise.all(Array.from({ length: 20 }, () => loader.get()));
    expect(remote.calls).toBe(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    now = 59_000;
    await loader.get();
    expect(remote.calls).toBe(1);
  });

  it("serves a stale answer at once and refreshes it once in the background, held by the request's waitUntil", async () => {
    now = 0;
    const remote = source();
    const loader = new EdgeCachedLoader(remote.load, options(fakeCache()));
    await loader.get();
    now = 61_000;
    remote.hold();
    const { result, held } = inRequest(() => Promise.all(Array.from({ length: 10 }, () => loader.get())));
    const answers = await result;
    expect(answers.map((answer) => answer.ok && answer.value.data)).toEqual(Array(10).fill({ items: ["answer 1"] }));
    expect(held).toHaveLength(1);
    remote.open();
    await Promise.all(held);
    expect(remote.calls).toBe(2);
    const fresh = await loader.get();
    expect(fresh.ok && fresh.value.data).toEqual({ items: ["answer 2"] });
  });

  it("keeps serving the last good answer with the failure, and leaves the source alone for retryAfterMs", async () => {
    now = 0;
    const remote = source();
    const loader = new EdgeCachedLoader(remote.load, options(fakeCache()));
    await loader.get();
    remote.fail(new Error("answered 500 Internal Server Error"));
    now = 61_000;
    await requestAndBackground(() => loader.get());
    now = 62_000;
    const served = await loader.get();
    expect(served.ok && served.value.data).toEqual({ items: ["answer 1"] });
    expect(served.ok && served.lastError?.message).toContain("500");
    now = 70_000;
    await loader.get();
    expect(remote.calls).toBe(2);
    remote.fail(undefined);
    now = 77_000;
    await requestAndBackground(() => loader.get());
    const recovered = await loader.get();
    expect(remote.calls).toBe(3);
    expect(recovered.ok && recovered.lastError).toBeUndefined();
  });

  it("gives each refresh the answer it would replace, also one another isolate stored, so it can refuse to replace it", async () => {
    now = 0;
    const cache = fakeCache();
    const seen: unknown[] = [];
    let next = 1;
    const load = async (previous: Payload<{ items: string[] }> | undefined) => {
      seen.push(previous?.data.items);
      if (next === 3) throw new Error("its items list may not replace the last good one");
      return new Payload({ items: [`answer ${next++}`] });
    };
    await new EdgeCachedLoader(load, options(cache)).get();
    now = 61_000;
    // A cold isolate reads the shared answer first, and refreshes it in the background.
    const cold = new EdgeCachedLoader(load, options(cache));
    await requestAndBackground(() => cold.get());
    expect(seen).toEqual([undefined, ["answer 1"]]);
    now = 122_000;
    await requestAndBackground(() => cold.get());
    const kept = await cold.get();
    expect(seen.at(-1)).toEqual(["answer 2"]);
    expect(kept.ok && kept.value.data.items).toEqual(["answer 2"]);
    expect(kept.ok && kept.lastError?.message).toMatch(/may not replace/);
  });

  it("with no answer yet, reports the failure", async () => {
    now = 0;
    const remote = source();
    remote.fail(new Error("no answer within 4000 ms"));
    const loaded = await new EdgeCachedLoader(remote.load, options(fakeCache())).get();
    expect(loaded).toMatchObject({ ok: false, error: { message: "no answer within 4000 ms" } });
  });

  it("shares answers and failures between isolates through the cache", async () => {
    now = 0;
    const cache = fakeCache();
    const remote = source();
    await new EdgeCachedLoader(remote.load, options(cache)).get();
    // A second isolate, cold: served from the cache, the source is not asked.
    const other = new EdgeCachedLoader(remote.load, options(cache));
    const answer = await other.get();
    expect(remote.calls).toBe(1);
    expect(answer.ok && answer.value.data).toEqual({ items: ["answer 1"] });
    // A failure seen by one isolate keeps the others off the source too.
    remote.fail(new Error("answered 503"));
    now = 61_000;
    const first = new EdgeCachedLoader(remote.load, options(cache));
    await requestAndBackground(() => first.get());
    expect(remote.calls).toBe(2);
    const third = await new EdgeCachedLoader(remote.load, options(cache)).get();
    expect(remote.calls).toBe(2);
    expect(third.ok && third.lastError?.message).toBe("answered 503");
  });

  it("does not start a second refresh while another isolate's is running", async () => {
    now = 0;
    const cache = fakeCache();
    const remote = source();
    const a = new EdgeCachedLoader(remote.load, options(cache));
    const b = new EdgeCachedLoader(remote.load, options(cache));
    await a.get();
    await b.get();
    now = 61_000;
    remote.hold();
    const { held } = inRequest(() => a.get());
    // Wait until a's refresh has announced itself in the cache.
    while (![...cache.entries.keys()].some((key) => key.includes("entry=lock")))
      await new Promise((resolve) => setTimeout(resolve, 1));
    await requestAndBackground(() => b.get());
    expect(remote.calls).toBe(2);
    remote.open();
    await Promise.all(held);
    expect([...cache.entries.keys()].some((key) => key.includes("entry=lock"))).toBe(false);
  });

  it("still answers when the cache itself fails", async () => {
    now = 0;
    const remote = source();
    const broken: EdgeCache = {
      match: () => Promise.reject(new Error("cache down")),
      put: () => Promise.reject(new Error("cache down")),
      delete: () => Promise.reject(new Error("cache down")),
    };
    const warn = console.warn;
    console.warn = () => {};
    try {
      const loaded = await new EdgeCachedLoader(remote.load, options(broken)).get();
      expect(loaded.ok && loaded.value.data).toEqual({ items: ["answer 1"] });
    } finally {
      console.warn = warn;
    }
  });
});
