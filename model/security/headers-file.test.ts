import { describe, expect, it } from "vitest";
import { headersFile } from "./headers-file";

describe("the _headers file for static hosts", () => {
  const file = headersFile({
    scriptHashes: ["sha256-b", "sha256-a"],
    tagManager: false,
    connectOrigins: ["https://script.google.com", "https://script.googleusercontent.com"],
    hashedAssets: ["root-abc.css", "app-def.js"],
  });

  it("lets the browser call the content API's origins (SHEETS_API_URL on a static host)", () => {
    expect(file).toMatch(/connect-src 'self' https:\/\/script\.google\.com https:\/\/script\.googleusercontent\.com/);
  });

  it("allows every page's inline scripts by hash and sets the base headers on every path", () => {
    expect(file).toMatch(/script-src 'self'[^;]* 'sha256-a' 'sha256-b'/);
    expect(file.split("\n")[0]).toBe("/*");
    expect(file).toContain("  X-Content-Type-Options: nosniff");
  });

  it("caches the hashed assets for a year", () => {
    expect(file).toContain("/assets/app-def.js\n  Cache-Control: public, max-age=31536000, immutable");
  });
});
