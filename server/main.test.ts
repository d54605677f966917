import { describe, expect, it } from "vitest";
import { apiOrigins } from "./main";

describe("apiOrigins (the CSP's connect-src for a content API on another origin)", () => {
  it("is empty when the browser calls the site's own origin", () => {
    expect(apiOrigins("", undefined)).toEqual([]);
  });

  it("gives the origins of API_BASE_URL and SHEETS_API_URL once each", () => {
    expect(apiOrigins("https://api.example.com/v1", "https://api.example.com/sheets")).toEqual([
      "https://api.example.com",
    ]);
  });

  it("adds googleusercontent.com for an Apps Script web app, which answers through a redirect there", () => {
    expect(apiOrigins("", "https://script.google.com/macros/s/abc/exec")).toEqual([
      "https://script.google.com",
      "https://script.googleusercontent.com",
    ]);
  });
});
