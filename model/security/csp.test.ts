import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc="], tagManager: false });

  it("never allows eval or inline scripts without a hash; WebAssembly only (the site search)", () => {
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'; script");
    expect(directive(policy, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
  });

  it("forbids framing and plugins", () => {
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("allows the tag manager's hosts only when it is configured", () => {
    expect(policy).not.toContain("googletagmanager");
    const withTags = contentSecurityPolicy({ scriptHashes: [], tagManager: true });
    expect(directive(withTags, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(withTags, "connect-src")).toContain("https://www.google-analytics.com");
  });

  it("lets the browser reach a content API on another origin when one is configured", () => {
    const remote = contentSecurityPolicy({
      scriptHashes: [],
      tagManager: false,
      connectOrigins: ["https://script.example"],
    });
    expect(directive(remote, "connect-src")).toEqual(["'self'", "https://script.example"]);
  });
});
