import { APIResponseError, Client, isFullPage } from "@notionhq/client";
import type { CaseStudy } from "../../model/content/case-study.ts";
import type { CaseStudiesResponse } from "../../model/content/content-api.ts";
import type { RawRow } from "../../model/content/validate-rows.ts";
import { caseStudiesTab } from "../../model/content/sheet-tabs.ts";
import { normaliseDeep } from "../../model/content/normalise-text.ts";
import { printable } from "../../model/pages/printable.ts";
import { validateRows } from "../../model/content/validate-rows.ts";
import { CachedLoader, type Loader } from "./cached-loader.ts";
import { cappedFetch } from "./capped-body.ts";
import { DEFAULT_MAX_ANSWER_BYTES } from "./remote-sheet-source.ts";
import { Payload } from "./payload.ts";
import { type CaseStudiesAnswer, type CaseStudySource, caseStudiesAnswerData, logProblems } from "./source.ts";

export type NotionOptions = {
  token: string;
  databaseId: string;
  /** How long the case studies are served before they are refreshed in the background. */
  maxAgeMs?: number;
  retryAfterMs?: number;
  /** Space between two requests to Notion (its limit is about 3 requests a second). */
  minIntervalMs?: number;
  timeoutMs?: number;
  /** The most bytes of one Notion answer read (SHEETS_MAX_MB); a larger one fails the load. */
  maxBytes?: number;
  /** Where the Notion API is (tests point it at a local server). */
  baseUrl?: string;
  /** Retries of a 429 (rate limited) answer; the client waits as its Retry-After header says. */
  maxRetries?: number;
  fetch?: typeof fetch;
  log?: Pick<Console, "warn" | "error">;
  /** Where the last good answer is kept; default in this process's memory (CachedLoader). */
  createLoader?: (load: () => Promise<Payload<CaseStudiesResponse>>) => Loader<Payload<CaseStudiesResponse>>;
};

/** Property names looked up (any case) in the owner's Notion database. */
export const NOTION_PROPERTIES = {
  title: ["Title", "Name"],
  slug: ["Slug"],
  thumbnail: ["Thumbnail", "Image", "Cover"],
  url: ["URL", "Link"],
  tags: ["Tags"],
  publish: ["Publish", "Published"],
} as const;

type Property = Record<string, unknown> & { type?: string };

function plainText(parts: unknown): string {
  return Array.isArray(parts) ? parts.map((part) => (part as { plain_text?: string }).plain_text ?? "").join("") : "";
}

/** A Notion property value as sheet-cell text (or a list for tags, a boolean for checkboxes). */
export function propertyValue(property: Property | undefined): unknown {
  if (!property) return undefined;
  switch (property.type) {
    case "title":
      return plainText(property.title);
    case "rich_text":
      return plainText(property.rich_text);
    case "url":
      return property.url ?? undefined;
    case "checkbox":
      return property.checkbox;
    case "select":
      return (property.select as { name?: string } | null)?.name;
    case "multi_select":
      return Array.isArray(property.multi_select)
        ? property.multi_select.map((option) => (option as { name?: string }).name ?? "")
        : [];
    case "files": {
      const first = Array.isArray(property.files)
        ? (property.files[0] as Record<string, { url?: string }> | undefined)
        : undefined;
      return first?.external?.url ?? first?.file?.url;
    }
    case "formula": {
      const formula = property.formula as { type?: string; string?: string; boolean?: boolean } | undefined;
      return formula?.type === "boolean" ? formula.boolean : formula?.string;
    }
    default:
      return undefined;
  }
}

function find(properties: Record<string, unknown>, names: readonly string[]): Property | undefined {
  const wanted = names.map((name) => name.toLowerCase());
  const key = Object.keys(properties).find((name) => wanted.includes(name.toLowerCase()));
  return key === undefined ? undefined : (properties[key] as Property);
}

/** A Notion page as a row of the case-studies tab; the page's own address when it has no URL property. */
export function pageToRow(page: {
  properties: Record<string, unknown>;
  public_url?: string | null;
  url?: string;
}): RawRow & { publish?: unknown } {
  // Normalised at the source, like the CSV files and the sheet (model/content/normalise-text.ts).
  const value = (names: readonly string[]) => normaliseDeep(propertyValue(find(page.properties, names)));
  return {
    slug: value(NOTION_PROPERTIES.slug),
    title: value(NOTION_PROPERTIES.title),
    thumbnail: value(NOTION_PROPERTIES.thumbnail),
    url: value(NOTION_PROPERTIES.url) || page.public_url || page.url,
    tags: value(NOTION_PROPERTIES.tags),
    publish: value(NOTION_PROPERTIES.publish),
  };
}

function describeError(error: unknown): string {
  if (APIResponseError.isAPIResponseError(error)) {
    if (error.status === 429) return "Notion is rate limiting the requests (429) and kept doing so after retries";
    return `Notion answered ${error.status} (${error.code}): ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Case studies from the owner's Notion database (SPEC §7 call 2): all pages,
 * page by page, with requests spaced out and 429 answers retried after the
 * time Notion asks for. The last good answer is kept and served when Notion
 * fails; with none, the answer is `{success: false, error}` and the browser
 * shows the built-in case studies.
 */
export class NotionCaseStudies implements CaseStudySource {
  readonly description = "a Notion database";
  readonly #client: Client;
  readonly #options: NotionOptions;
  readonly #loader: Loader<Payload<CaseStudiesResponse>>;
  #dataSourceId: string | undefined;
  #lastRequestAt = -Infinity;

  constructor(options: NotionOptions) {
    this.#options = options;
    this.#client = new Client({
      auth: options.token,
      timeoutMs: options.timeoutMs ?? 10_000,
      retry: { maxRetries: options.maxRetries ?? 3, maxRetryDelayMs: 20_000 },
      // The client reads bodies itself: its fetch hands it bodies that stop at maxBytes.
      fetch: cappedFetch(options.fetch ?? fetch, options.maxBytes ?? DEFAULT_MAX_ANSWER_BYTES),
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    });
    const load = () => this.#load();
    this.#loader =
      options.createLoader?.(load) ??
      new CachedLoader(load, {
        maxAgeMs: options.maxAgeMs ?? 5 * 60_000,
        retryAfterMs: options.retryAfterMs ?? 30_000,
      });
  }

  async caseStudies(): Promise<CaseStudiesAnswer> {
    const loaded = await this.#loader.get();
    if (loaded.ok) return { status: 200, payload: loaded.value };
    return {
      status: 502,
      payload: new Payload({
        success: false,
        data: {},
        error: `Case studies could not be loaded: ${loaded.error.message}`,
      }),
    };
  }

  async #paced<T>(request: () => Promise<T>): Promise<T> {
    const wait = this.#lastRequestAt + (this.#options.minIntervalMs ?? 350) - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.#lastRequestAt = performance.now();
    return request();
  }

  async #load(): Promise<Payload<CaseStudiesResponse>> {
    try {
      this.#dataSourceId ??= await this.#findDataSource();
      const rows: RawRow[] = [];
      // A problem's "row" is the page's position in the database's results (1 = first page).
      const positions: number[] = [];
      let position = 0;
      let cursor: string | undefined;
      do {
        const page = await this.#paced(() =>
          this.#client.dataSources.query({
            data_source_id: this.#dataSourceId as string,
            page_size: 100,
            start_cursor: cursor,
          }),
        );
        for (const result of page.results) {
          position++;
          if (!isFullPage(result) || result.in_trash) continue;
          const { publish, ...row } = pageToRow(result);
          if (publish === false) continue;
          rows.push(row);
          positions.push(position);
        }
        cursor = page.has_more ? (page.next_cursor ?? undefined) : undefined;
      } while (cursor);
      const { rows: studies, problems } = validateRows(caseStudiesTab, rows, { file: "notion", rowNumbers: positions });
      logProblems("the Notion case studies", problems, this.#options.log);
      return new Payload(caseStudiesAnswerData(studies as CaseStudy[], problems));
    } catch (error) {
      const message = describeError(error);
      (this.#options.log ?? console).error(printable(`Notion case studies failed: ${message}`));
      throw new Error(message, { cause: error });
    }
  }

  async #findDataSource(): Promise<string> {
    const database = await this.#paced(() =>
      this.#client.databases.retrieve({ database_id: this.#options.databaseId }),
    );
    const first = "data_sources" in database ? database.data_sources[0] : undefined;
    if (!first)
      throw new Error(
        "the Notion database has no data source (is NOTION_DATABASE_ID a database shared with the integration?)",
      );
    return first.id;
  }
}
