import type { SheetApi, SheetResponse } from "../../model/content/content-api.ts";
import type { Answer, CaseStudiesAnswer, CaseStudySource, ContentSource } from "./source.ts";

/** Sheets from one source, case studies from another (Notion when configured), on either runtime. */
export class CombinedSource implements ContentSource {
  readonly description: string;
  constructor(
    private readonly sheets: ContentSource,
    private readonly studies: CaseStudySource & { description: string },
  ) {
    this.description = `${sheets.description}; case studies from ${studies.description}`;
  }
  sheet<A extends SheetApi>(api: A): Promise<Answer<SheetResponse[A]>> {
    return this.sheets.sheet(api);
  }
  caseStudies(): Promise<CaseStudiesAnswer> {
    return this.studies.caseStudies();
  }
  close(): void {
    this.sheets.close();
  }
}
