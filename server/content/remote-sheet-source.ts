import type { CaseStudy } from "../../model/content/case-study.ts";
import {
  type CaseStudiesResponse,
  InspirationsEnvelopeSchema,
  ItemsEnvelopeSchema,
  type SheetApi,
  type SheetResponse,
} from "../../model/content/content-api.ts";
import type { ContentProblem } from "../../model/content/content-problem.ts";
import { keepLastGoodReason } from "../../model/content/last-good-rows.ts";
import {
  caseStudiesTab,
  experiencesTab,
  guidesTab,
  itemsTab,
  linksTab,
  solutionsTab,
} from "../../model/content/sheet-tabs.ts";
import { normaliseDeep } from "../../model/content/normalise-text.ts";
import { printable } from "../../model/pages/printable.ts";
import { validateRows } from "../../model/content/validate-rows.ts";
import { CachedLoader, type Loaded, type Loader } from "./cached-loader.ts";
import { BodyTooLargeError, readCappedText } from "./capped-body.ts";
import { Payload } from "./payload.ts";
import {
  type Answer,
  type CaseStudiesAnswer,
  caseStudiesAnswerData,
  type ContentSource,
  logProblems,
  withProblems,
} from "./source.ts";

export type RemoteSheetOptions = {
  /** The Apps Script web-app URL (…/exec). */
  url: string;
  timeoutMs: number;
  /** The most bytes of an answer read (SHEETS_MAX_MB); a larger answer is cut off and counts as a failure. */
  maxBytes?: number;
  /** How long an answer is served before it is refreshed in the background. */
  maxAgeMs?: number;
  retryAfterMs?: number;
  fetch?: typeof fetch;
  log?: Pick<Console, "warn" | "error">;
  /** CONTENT_ACCEPT_SHRINK: an answer with emptied or much shorter lists replaces the last good one. */
  acceptShrink?: boolean;
  /** Where the last good answers are kept; default in this process's memory (CachedLoader). */
  createLoader?: (
    api: RemoteApi,
    load: (previous: Payload<unknown> | undefined) => Promise<Payload<unknown>>,
  ) => Loader<Payload<unknown>>;
};

export type RemoteApi = SheetApi | "case-studies";

/** SHEETS_MAX_MB's default: far above a real sheet's answer, far below what hurts the server. */
export const DEFAULT_MAX_ANSWER_BYTES = 5 * 1024 * 1024;
type Parsed<A extends RemoteApi> = A extends SheetApi ? SheetResponse[A] : CaseStudiesResponse;

/** What the remote sheet answered, turned into a clear error. */
export class RemoteSheetError extends Error {
  override name = "RemoteSheetError";
}

/**
 * Proxies the owner's Apps Script web app (integrations/google-sheets): asks
 * it for `?api=…`, follows its redirect to googleusercontent.com, gives up
 * after `timeoutMs`, validates every row with the same schemas as the CSV
 * files, and keeps the last good answer to serve when the remote fails.
 */
export class RemoteSheetSource implements ContentSource {
  readonly description: string;
  readonly #options: Required<Omit<RemoteSheetOptions, "fetch" | "log" | "createLoader">> &
    Pick<RemoteSheetOptions, "fetch" | "log" | "createLoader">;
  readonly #loaders = new Map<RemoteApi, Loader<Payload<unknown>>>();
  readonly #stale = new Map<RemoteApi, { base: Payload<unknown>; error: Error; payload: Payload<unknown> }>();

  constructor(options: RemoteSheetOptions) {
    this.#options = {
      maxAgeMs: 60_000,
      retryAfterMs: 15_000,
      maxBytes: DEFAULT_MAX_ANSWER_BYTES,
      acceptShrink: false,
      ...options,
    };
    this.description = `the Google Sheet web app at ${new URL(options.url).origin}`;
  }

  async sheet<A extends SheetApi>(api: A): Promise<Answer<SheetResponse[A]>> {
    return this.#answer(api) as Promise<Answer<SheetResponse[A]>>;
  }

  async caseStudies(): Promise<CaseStudiesAnswer> {
    return this.#answer("case-studies") as Promise<CaseStudiesAnswer>;
  }

  close(): void {}

  async #answer(api: RemoteApi): Promise<Answer<unknown, unknown>> {
    let loader = this.#loaders.get(api);
    if (!loader) {
      const load = (previous: Payload<unknown> | undefined) => this.#load(api, previous);
      loader = this.#options.createLoader?.(api, load) ?? new CachedLoader(load, this.#options);
      this.#loaders.set(api, loader);
    }
    return this.#toAnswer(api, await loader.get());
  }

  #toAnswer(api: RemoteApi, loaded: Loaded<Payload<unknown>>): Answer<unknown, unknown> {
    if (!loaded.ok) {
      const error = `The remote sheet did not answer api=${api}: ${loaded.error.message}`;
      const body = api === "case-studies" ? { success: false, data: {}, error } : { error };
      return { status: 502, payload: new Payload(body) };
    }
    if (!loaded.lastError) return { status: 200, payload: loaded.value };
    // Serving the last good answer: say so in its errors, once per failure.
    const cached = this.#stale.get(api);
    if (cached && cached.base === loaded.value && cached.error === loaded.lastError)
      return { status: 200, payload: cached.payload };
    const data = loaded.value.data as { errors?: ContentProblem[] };
    const note: ContentProblem = {
      file: "remote sheet",
      row: 0,
      field: `api=${api}`,
      reason: `${loaded.lastError.message}; serving the answer from ${new Date(loaded.loadedAt).toISOString()}`,
    };
    const payload = new Payload({ ...data, errors: [note, ...(data.errors ?? [])] });
    this.#stale.set(api, { base: loaded.value, error: loaded.lastError, payload });
    return { status: 200, payload };
  }

  async #load(api: RemoteApi, previous: Payload<unknown> | undefined): Promise<Payload<unknown>> {
    const { log = console } = this.#options;
    try {
      const json = await this.#fetchJson(api);
      const { data, problems } = parseRemote(api, json);
      logProblems(`the remote sheet (api=${api})`, problems, log);
      // With nothing served yet there is nothing to keep: the first answer is taken as it is.
      if (previous) {
        const before = answerRows(api, previous.data);
        for (const [list, rows] of Object.entries(answerRows(api, data))) {
          const reason = keepLastGoodReason(
            { rows },
            { lastGoodRows: before[list], acceptShrink: this.#options.acceptShrink },
          );
          if (reason) throw new RemoteSheetError(`its ${list} list may not replace the last good one: ${reason}`);
        }
      }
      return new Payload(data);
    } catch (error) {
      log.error(
        printable(`The remote sheet failed for api=${api}: ${error instanceof Error ? error.message : String(error)}`),
      );
      throw error;
    }
  }

  async #fetchJson(api: RemoteApi): Promise<unknown> {
    const url = new URL(this.#options.url);
    url.searchParams.set("api", api);
    const doFetch = this.#options.fetch ?? fetch;
    let response: Response;
    let text: string;
    const timeout = AbortSignal.timeout(this.#options.timeoutMs);
    // Aborted when the body grows past maxBytes, so the request stops and its connection closes.
    const tooLarge = new AbortController();
    try {
      // The signal aborts the request; the race also covers a fetch (or a body) that ignores it.
      [response, text] = await Promise.race([
        (async () => {
          const answer = await doFetch(url, {
            redirect: "follow",
            headers: { Accept: "application/json" },
            signal: AbortSignal.any([timeout, tooLarge.signal]),
          });
          try {
            return [answer, await readCappedText(answer, this.#options.maxBytes)] as const;
          } catch (error) {
            tooLarge.abort(error);
            throw error;
          }
        })(),
        new Promise<never>((_, reject) =>
          timeout.addEventListener("abort", () => reject(timeout.reason), { once: true }),
        ),
      ]);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new RemoteSheetError(error.message);
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError")
        throw new RemoteSheetError(`no answer within ${this.#options.timeoutMs} ms`);
      throw new RemoteSheetError(`request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new RemoteSheetError(`answered ${response.status} ${response.statusText}`.trim());
    try {
      // Normalised at the source, before the API answer and the build snapshot are made.
      return normaliseDeep(JSON.parse(text));
    } catch {
      if (/^\s*</.test(text))
        throw new RemoteSheetError(`answered an HTML page instead of JSON (is the web app deployed for "Anyone"?)`);
      throw new RemoteSheetError(`answered malformed JSON: ${JSON.stringify(text.slice(0, 60))}`);
    }
  }
}

/** The rows of each list of an answer (`api=…` data), as model/content/last-good-rows.ts compares them. */
export function answerRows(api: RemoteApi, data: unknown): Record<string, number> {
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const answer = (data ?? {}) as { guides?: unknown; items?: unknown; links?: unknown; data?: unknown };
  if (api === "inspirations") {
    return { guides: length(answer.guides), items: length(answer.items), links: length(answer.links) };
  }
  if (api === "case-studies") {
    const studies = answer.data && typeof answer.data === "object" ? Object.keys(answer.data).length : 0;
    return { "case studies": studies };
  }
  return { items: length(answer.items) };
}

/** Validates a remote answer: the envelope must be right; rows are checked one by one. */
export function parseRemote<A extends RemoteApi>(
  api: A,
  json: unknown,
): { data: Parsed<A>; problems: ContentProblem[] } {
  if (json && typeof json === "object" && "error" in json && typeof json.error === "string" && !("success" in json)) {
    throw new RemoteSheetError(`answered with an error: ${json.error.slice(0, 200)}`);
  }
  if (api === "inspirations") {
    const envelope = InspirationsEnvelopeSchema.safeParse(json);
    if (!envelope.success) throw new RemoteSheetError("answered JSON without the lists guides, items and links");
    const guides = validateRows(guidesTab, envelope.data.guides, { file: "guides" });
    const items = validateRows(itemsTab, envelope.data.items, { file: "items" });
    const links = validateRows(linksTab, envelope.data.links, { file: "links" });
    const problems = [...guides.problems, ...items.problems, ...links.problems];
    return {
      data: withProblems({ guides: guides.rows, items: items.rows, links: links.rows }, problems) as Parsed<A>,
      problems,
    };
  }
  const envelope = ItemsEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new RemoteSheetError("answered JSON without an items list");
  if (api === "case-studies") {
    const studies = validateRows(caseStudiesTab, envelope.data.items, { file: "case-studies" });
    return {
      data: caseStudiesAnswerData(studies.rows as CaseStudy[], studies.problems) as Parsed<A>,
      problems: studies.problems,
    };
  }
  const tab = api === "experiences" ? experiencesTab : solutionsTab;
  const { rows, problems } = validateRows<unknown>(tab, envelope.data.items, { file: tab.name });
  return { data: withProblems({ items: rows }, problems) as Parsed<A>, problems };
}
