import { caseStudiesTab } from "./case-study.ts";
import { experiencesTab } from "./experience.ts";
import { guidesTab } from "./guide.ts";
import { itemsTab } from "./item.ts";
import { linksTab } from "./link.ts";
import { solutionsTab } from "./store-item.ts";

/*
 * The tabs of the owner's spreadsheet. Each is defined next to its row schema
 * (model/content/guide.ts, …), so a module that reads one tab (the browser's parser of
 * one API answer) builds only that tab's schemas.
 */
export type { SheetTab } from "./sheet-tab.ts";
export { caseStudiesTab, experiencesTab, guidesTab, itemsTab, linksTab, solutionsTab };

export const sheetTabs = [guidesTab, itemsTab, linksTab, experiencesTab, solutionsTab, caseStudiesTab] as const;
