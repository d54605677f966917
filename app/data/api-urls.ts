import type { SheetApi } from "../../model/content-api";

/**
 * Addresses of the content API (SPEC §7), fixed at build time (.env.example:
 * API_BASE_URL, SHEETS_API_URL). By default the site's own origin:
 * /api/sheets?api=… (the case studies of /functions/v1/fetch-case-studies are read by the server only).
 */
export type ApiConfig = { apiBaseUrl: string; sheetsApiUrl: string | undefined };

const buildConfig: ApiConfig = { apiBaseUrl: __BUILD_ENV__.apiBaseUrl, sheetsApiUrl: __BUILD_ENV__.sheetsApiUrl };

export function sheetsUrl(api: SheetApi, config: ApiConfig = buildConfig): string {
  const base = config.sheetsApiUrl ?? `${config.apiBaseUrl}/api/sheets`;
  return `${base}${base.includes("?") ? "&" : "?"}api=${encodeURIComponent(api)}`;
}
