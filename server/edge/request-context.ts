import { AsyncLocalStorage } from "node:async_hooks";

/** The part of a Worker's ExecutionContext the site uses. */
export type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

const current = new AsyncLocalStorage<WaitUntil>();

/** Runs a request's handling with its context, so work started on its behalf can outlive the response. */
export function withRequestContext<T>(context: WaitUntil, run: () => T): T {
  return current.run(context, run);
}

/**
 * Keeps `work` running after the response is sent. A Worker's pending I/O is
 * cancelled when its request ends unless the request's waitUntil holds it; a
 * refresh cancelled half-way would never settle and no later one would start.
 */
export function inBackground(work: Promise<unknown>): void {
  const context = current.getStore();
  const settled = work.catch(() => undefined);
  if (context) context.waitUntil(settled);
}
