import { describe, expect, it } from "vitest";
import { sheetsUrl } from "./api-urls";

describe("content API addresses (API base URL configurable at build time)", () => {
  it("default to the site's own /api/sheets", () => {
    expect(sheetsUrl("inspirations")).toBe("/api/sheets?api=inspirations");
  });

  it("use API_BASE_URL when set", () => {
    const config = { apiBaseUrl: "https://api.example.com", sheetsApiUrl: undefined };
    expect(sheetsUrl("solutions", config)).toBe("https://api.example.com/api/sheets?api=solutions");
  });

  it("use SHEETS_API_URL as the whole sheets address (an Apps Script web app)", () => {
    const config = { apiBaseUrl: "", sheetsApiUrl: "https://script.google.com/macros/s/abc/exec" };
    expect(sheetsUrl("experiences", config)).toBe("https://script.google.com/macros/s/abc/exec?api=experiences");
    expect(sheetsUrl("experiences", { apiBaseUrl: "", sheetsApiUrl: "https://x.example/run?key=1" })).toBe(
      "https://x.example/run?key=1&api=experiences",
    );
  });
});
