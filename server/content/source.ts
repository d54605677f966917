import type { CaseStudy } from "../../model/content/case-study.ts";
import type { CaseStudiesResponse, SheetApi, SheetResponse } from "../../model/content/content-api.ts";
import { recordOf } from "../../model/security/own-entry.ts";
import { type ContentProblem, capProblems, formatProblem } from "../../model/content/content-problem.ts";
import type { Payload } from "./payload.ts";

/**
 * Where the content API gets its data: the local CSV files, a
 * remote Apps Script web app, or Notion for case studies. Every answer is a
 * ready-made JSON payload, so a request costs no parsing.
 */
export type ApiError = { error: string };
export type Answer<T, Failure = ApiError> =
  { status: 200; payload: Payload<T> } | { status: 502; payload: Payload<Failure> };
export type CaseStudiesAnswer = Answer<CaseStudiesResponse, CaseStudiesResponse>;

export interface SheetSource {
  sheet<A extends SheetApi>(api: A): Promise<Answer<SheetResponse[A]>>;
}

export interface CaseStudySource {
  caseStudies(): Promise<CaseStudiesAnswer>;
}

export interface ContentSource extends SheetSource, CaseStudySource {
  /** What serves the content, for the start-up message. */
  readonly description: string;
  close(): void;
}

/** Problems listed in one response at most; the log and content:check list them all. */
export const MAX_PROBLEMS_IN_RESPONSE = 50;

/** Adds `errors` to an answer only when there are problems, so the usual shapes stay exactly SPEC §7's. */
export function withProblems<T extends object>(
  data: T,
  problems: readonly ContentProblem[],
): T & { errors?: ContentProblem[] } {
  return problems.length > 0 ? { ...data, errors: capProblems(problems, MAX_PROBLEMS_IN_RESPONSE) } : data;
}

export function caseStudiesAnswerData(
  studies: readonly CaseStudy[],
  problems: readonly ContentProblem[],
): CaseStudiesResponse {
  const data = recordOf(studies.map((study) => [study.slug, study] as const));
  return withProblems({ success: true, data, error: null }, problems);
}

/** The problems of a (re)load, in the server log: one line each, `file:row: field: reason`. */
export function logProblems(
  where: string,
  problems: readonly ContentProblem[],
  log: Pick<Console, "warn"> = console,
): void {
  if (problems.length === 0) return;
  const shown = capProblems(problems, 200);
  log.warn(
    `Content problems in ${where} (bad rows are skipped, the rest is served):\n${shown.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
  );
}
