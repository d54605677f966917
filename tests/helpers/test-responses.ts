import { vi } from "vitest";

/** A stand-in for window.fetch answering with the given responses in turn (the last one repeats). */
export function mockFetch(...replies: (() => Response | Promise<Response>)[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(fetch.mock.calls.length - 1, replies.length - 1)];
    if (!reply) throw new Error("no reply configured");
    return reply();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

export const json =
  (body: unknown, status = 200, statusText = "OK") =>
  () =>
    new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

export const failure =
  (status: number, statusText: string, body = "") =>
  () =>
    new Response(body, { status, statusText });

export const networkError = () => () => Promise.reject(new TypeError("Failed to fetch"));
