import { z } from "zod";
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
});

export const ServerEnvSchema = z.object({
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
    .pipe(z.string().regex(/^[\w.:-]+$/, "must be a host name or IP address such as 127.0.0.1").optional())
    .transform((value) => value ?? "127.0.0.1"),
});

export type BuildEnv = { siteUrl: string; tagManagerId: string | undefined };
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
    result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`),
  );
}

export function readBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const parsed = parseEnv(BuildEnvSchema, env);
  return { siteUrl: parsed.SITE_URL, tagManagerId: parsed.TAG_MANAGER_ID };
}

export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  return parseEnv(ServerEnvSchema, env);
}
