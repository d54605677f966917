/**
 * The site's content API, served from a Google Sheet (see README.md).
 *
 * Deploy as a web app (Execute as: Me, Who has access: Anyone). Then
 *   GET <web-app URL>?api=inspirations  -> {"guides": [...], "items": [...], "links": [...]}
 *   GET <web-app URL>?api=experiences   -> {"items": [...]}
 *   GET <web-app URL>?api=solutions     -> {"items": [...]}
 *   GET <web-app URL>?api=case-studies  -> {"items": [...]}
 * the same shapes as the CSV files in the repository's content/ folder: one tab per CSV file, named like the file
 * without ".csv", with the same header row. Each row becomes an object keyed by the header; empty rows are
 * left out; dates become YYYY-MM-DD. The site checks every row itself, so a typo never breaks a page: the bad
 * row is skipped and reported in the site's server log.
 */

/** The tabs and their columns (the header row); keep in step with model/sheet-tabs.ts (a test checks it). */
// One line per few columns, as the sheet reads.
// prettier-ignore
const TABS = {
  guides: [
    "category_slug", "title", "intro", "topic_key", "icon_url", "thumbnail", "icon_fg_hsl", "icon_bg_hsl", "publish",
    "sections", "description_md", "related_content_md", "seo_title", "seo_description", "last_updated",
    "manual_order_titles", "category",
  ],
  items: [
    "slug", "title", "description", "entry_type", "featured", "publish", "category_slug", "category", "brand_company",
    "image_cover_url", "image_alt", "service_area", "short_note", "priority", "tags",
  ],
  links: ["item_slug", "store", "label", "store_type", "priority", "category_slug", "url", "region", "referral_code"],
  experiences: ["period", "role", "organisation", "thumbnail", "badges", "description_md", "publish", "priority"],
  solutions: ["Item Name", "Intro (Short)", "Price (USD)", "Type", "Topic", "Thumbnail: File Name", "Store URL", "Order"],
  "case-studies": ["slug", "title", "thumbnail", "url", "tags"],
};

/** Which tabs make up each answer, under which key. */
const APIS = {
  inspirations: { guides: "guides", items: "items", links: "links" },
  experiences: { items: "experiences" },
  solutions: { items: "solutions" },
  "case-studies": { items: "case-studies" },
};

/** Answers are cached for this many seconds; an edit in the sheet clears the cache (onEdit below). */
const CACHE_SECONDS = 60;

function doGet(e) {
  const api = e && e.parameter ? String(e.parameter.api || "") : "";
  if (!Object.prototype.hasOwnProperty.call(APIS, api)) {
    return json_({
      error: "unknown api " + JSON.stringify(api.slice(0, 40)) + ": use " + Object.keys(APIS).join(", "),
    });
  }
  const cache = scriptCache_();
  const cached = cache ? cache.get("api:" + api) : null;
  if (cached) return text_(cached);

  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const answer = {};
  const shape = APIS[api];
  for (const key of Object.keys(shape)) answer[key] = readTab_(spreadsheet, shape[key]);
  const body = JSON.stringify(answer);
  if (cache && body.length < 90000) cache.put("api:" + api, body, CACHE_SECONDS);
  return text_(body);
}

/** A simple trigger: any edit clears the cached answers, so the site sees it on its next refresh. */
function onEdit() {
  const cache = scriptCache_();
  if (cache) cache.removeAll(Object.keys(APIS).map((api) => "api:" + api));
}

/** Rows of a tab as objects keyed by its header row; a missing tab is an empty list. */
function readTab_(spreadsheet, name) {
  const sheet = spreadsheet.getSheetByName(name);
  if (!sheet) return [];
  const values = sheet.getDataRange().getValues();
  if (values.length === 0) return [];
  const header = values[0].map((cell) => String(cell).trim());
  const rows = [];
  for (let r = 1; r < values.length; r++) {
    const row = {};
    let empty = true;
    for (let c = 0; c < header.length; c++) {
      if (header[c] === "") continue;
      const value = cellValue_(values[r][c]);
      if (value !== "") empty = false;
      row[header[c]] = value;
    }
    if (!empty) rows.push(row);
  }
  return rows;
}

function cellValue_(value) {
  if (value instanceof Date) return Utilities.formatDate(value, Session.getScriptTimeZone(), "yyyy-MM-dd");
  if (typeof value === "string") return value.trim();
  return value;
}

function text_(body) {
  return ContentService.createTextOutput(body).setMimeType(ContentService.MimeType.JSON);
}

function json_(object) {
  return text_(JSON.stringify(object));
}

function scriptCache_() {
  try {
    return CacheService.getScriptCache();
  } catch (error) {
    return null;
  }
}

/**
 * Run once from the editor (Run > setUpTabs): adds every missing tab with its header row, bold and frozen.
 * Existing tabs and their rows are left alone.
 */
function setUpTabs() {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  for (const name of Object.keys(TABS)) {
    const sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name);
    if (sheet.getLastRow() === 0) {
      const columns = TABS[name];
      sheet.getRange(1, 1, 1, columns.length).setValues([columns]).setFontWeight("bold");
      sheet.setFrozenRows(1);
    }
  }
}
