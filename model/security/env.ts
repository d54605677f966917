import { z } from "../content/zod";
import { TAG_MANAGER_ID_PATTERN } from "./tag-manager-id.ts";

/**
 * Environment variables, validated once where they are read (build and server
 * start-up). Every variable is documented in .env.example.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const httpUrl = (example: string) =>
  z.url({ protocol: /^https?$/, message: `must be an absolute http(s) URL such as ${example}` });

function wholeNumber(min: number, max: number, fallback: number) {
  return optionalText
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
        .transform(Number)
        .pipe(
          z.number().int().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`),
        )
        .optional(),
    )
    .transform((value) => value ?? fallback);
}

export const BuildEnvSchema = z.object({
  SITE_URL: optionalText
    .pipe(
      z
        .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL such as https://example.com" })
        .optional(),
    )
    .transform((value) => (value ?? "https://sekar-wulandari.example").replace(/\/+$/, "")),
  TAG_MANAGER_ID: optionalText.pipe(
    z
      .string()
      .regex(TAG_MANAGER_ID_PATTERN, "must look like GTM-ABC1234, or be left empty to load no tag manager")
      .optional(),
  ),
  // Where the browser calls the content API; empty means the site's own origin.
  API_BASE_URL: optionalText
    .pipe(httpUrl("https://api.example.com").optional())
    .transform((value) => (value ?? "").replace(/\/+$/, "")),
  // The full address of the sheets call, e.g. an Apps Script …/exec URL; default {API_BASE_URL}/api/sheets.
  SHEETS_API_URL: optionalText.pipe(httpUrl("https://script.google.com/macros/s/…/exec").optional()),
});

export const ServerEnvSchema = z
  .object({
    PORT: optionalText
      .pipe(
        z
          .string()
          .regex(/^\d+$/, "must be a whole number between 1 and 65535")
          .transform(Number)
          .pipe(z.number().int().min(1, "must be between 1 and 65535").max(65535, "must be between 1 and 65535"))
          .optional(),
      )
      .transform((value) => value ?? 3000),
    HOST: optionalText
      .pipe(
        z
          .string()
          .regex(/^[\w.:-]+$/, "must be a host name or IP address such as 127.0.0.1")
          .optional(),
      )
      .transform((value) => value ?? "127.0.0.1"),
    CONTENT_SOURCE: optionalText
      .pipe(
        z
          .enum(["local", "remote-sheet"], {
            message: "must be local (the CSV files) or remote-sheet (a Google Sheet web app)",
          })
          .optional(),
      )
      .transform((value) => value ?? "local"),
    CONTENT_DIR: optionalText,
    // model/content/last-good-rows.ts: an emptied or much shorter tab replaces the last good rows only when this says so.
    CONTENT_ACCEPT_SHRINK: optionalText
      .pipe(z.enum(["0", "1", "false", "true"], { message: "must be 1 (or true) to accept, or empty" }).optional())
      .transform((value) => value === "1" || value === "true"),
    SHEETS_URL: optionalText.pipe(httpUrl("https://script.google.com/macros/s/…/exec").optional()),
    SHEETS_TIMEOUT_MS: wholeNumber(100, 60_000, 4000),
    SHEETS_MAX_AGE_SECONDS: wholeNumber(0, 86_400, 60),
    // The most megabytes read of one answer of the sheet or of Notion; more is cut off and counts as a failure.
    SHEETS_MAX_MB: wholeNumber(1, 100, 5),
    SHEETS_RETRY_AFTER_SECONDS: wholeNumber(0, 3600, 15),
    NOTION_TOKEN: optionalText.pipe(
      z.string().regex(/^\S+$/, "must be a Notion integration secret without spaces").optional(),
    ),
    NOTION_DATABASE_ID: optionalText.pipe(
      z
        .string()
        .regex(
          /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
          "must be a Notion database id (32 hexadecimal digits)",
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.CONTENT_SOURCE === "remote-sheet" && !env.SHEETS_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SHEETS_URL"],
        message: "is required when CONTENT_SOURCE is remote-sheet (the Apps Script web-app URL)",
      });
    }
    if (Boolean(env.NOTION_TOKEN) !== Boolean(env.NOTION_DATABASE_ID)) {
      const missing = env.NOTION_TOKEN ? "NOTION_DATABASE_ID" : "NOTION_TOKEN";
      const other = env.NOTION_TOKEN ? "NOTION_TOKEN" : "NOTION_DATABASE_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `is required when ${other} is set (set both, or neither)`,
      });
    }
  });

export type BuildEnv = {
  siteUrl: string;
  tagManagerId: string | undefined;
  /** Origin (and path prefix) of the content API; "" is the site's own origin. */
  apiBaseUrl: string;
  /** The sheets call's full address when it is not {apiBaseUrl}/api/sheets. */
  sheetsApiUrl: string | undefined;
};
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

function parseEnv<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    ),
  );
}

export function readBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const parsed = parseEnv(BuildEnvSchema, env);
  return {
    siteUrl: parsed.SITE_URL,
    tagManagerId: parsed.TAG_MANAGER_ID,
    apiBaseUrl: parsed.API_BASE_URL,
    sheetsApiUrl: parsed.SHEETS_API_URL,
  };
}

export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  return parseEnv(ServerEnvSchema, env);
}
