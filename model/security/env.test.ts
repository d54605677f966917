import { describe, expect, it } from "vitest";
import { EnvError, readBuildEnv, readServerEnv } from "./env";

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("server environment (issue: a malformed variable is reported at start-up with its name)", () => {
  it("defaults to port 3000 on the loopback address", () => {
    expect(readServerEnv({})).toMatchObject({ PORT: 3000, HOST: "127.0.0.1" });
  });

  it("treats empty values as unset", () => {
    expect(readServerEnv({ PORT: " ", HOST: "" })).toMatchObject({ PORT: 3000, HOST: "127.0.0.1" });
  });

  it("reads PORT and HOST", () => {
    expect(readServerEnv({ PORT: "8080", HOST: "0.0.0.0" })).toMatchObject({ PORT: 8080, HOST: "0.0.0.0" });
  });

  it.each(["abc", "3000x", "-1", "0", "70000", "30.5"])("names PORT when it is %j", (value) => {
    const problems = problemsOf(() => readServerEnv({ PORT: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
    expect(problems[0]).toContain(JSON.stringify(value));
  });

  it("names HOST when it holds spaces or a URL", () => {
    expect(problemsOf(() => readServerEnv({ HOST: "http://x y" }))[0]).toMatch(/^HOST: /);
  });

  it("reports every bad variable at once", () => {
    const problems = problemsOf(() => readServerEnv({ PORT: "no", HOST: "a b" }));
    expect(problems.map((p) => p.split(":")[0])).toEqual(["PORT", "HOST"]);
  });
});

describe("content source variables", () => {
  it("defaults to the local CSV files with a 4 s remote timeout and no Notion", () => {
    expect(readServerEnv({})).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      CONTENT_SOURCE: "local",
      CONTENT_DIR: undefined,
      CONTENT_ACCEPT_SHRINK: false,
      SHEETS_URL: undefined,
      SHEETS_TIMEOUT_MS: 4000,
      SHEETS_MAX_AGE_SECONDS: 60,
      SHEETS_MAX_MB: 5,
      SHEETS_RETRY_AFTER_SECONDS: 15,
      NOTION_TOKEN: undefined,
      NOTION_DATABASE_ID: undefined,
    });
  });

  it("accepts an emptied or shrunk tab only when CONTENT_ACCEPT_SHRINK says 1 or true", () => {
    expect(readServerEnv({ CONTENT_ACCEPT_SHRINK: "1" }).CONTENT_ACCEPT_SHRINK).toBe(true);
    expect(readServerEnv({ CONTENT_ACCEPT_SHRINK: "true" }).CONTENT_ACCEPT_SHRINK).toBe(true);
    expect(readServerEnv({ CONTENT_ACCEPT_SHRINK: "0" }).CONTENT_ACCEPT_SHRINK).toBe(false);
    expect(() => readServerEnv({ CONTENT_ACCEPT_SHRINK: "yes please" })).toThrow(/CONTENT_ACCEPT_SHRINK: must be 1/);
  });

  it("reads a remote sheet with its URL and timeout", () => {
    expect(
      readServerEnv({
        CONTENT_SOURCE: "remote-sheet",
        SHEETS_URL: "https://script.google.com/macros/s/abc/exec",
        SHEETS_TIMEOUT_MS: "2500",
      }),
    ).toMatchObject({
      CONTENT_SOURCE: "remote-sheet",
      SHEETS_URL: "https://script.google.com/macros/s/abc/exec",
      SHEETS_TIMEOUT_MS: 2500,
    });
  });

  it("reads the cap on one remote answer in megabytes", () => {
    expect(readServerEnv({ SHEETS_MAX_MB: "12" }).SHEETS_MAX_MB).toBe(12);
  });

  it("names SHEETS_URL when the remote sheet is chosen without it", () => {
    const problems = problemsOf(() => readServerEnv({ CONTENT_SOURCE: "remote-sheet" }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SHEETS_URL: is required when CONTENT_SOURCE is remote-sheet/);
  });

  it.each([
    ["CONTENT_SOURCE", "sheet"],
    ["SHEETS_URL", "script.google.com/x"],
    ["SHEETS_URL", "javascript:alert(1)"],
    ["SHEETS_TIMEOUT_MS", "fast"],
    ["SHEETS_TIMEOUT_MS", "5"],
    ["SHEETS_MAX_AGE_SECONDS", "-1"],
    ["SHEETS_MAX_MB", "0"],
    ["SHEETS_MAX_MB", "5MB"],
    ["SHEETS_MAX_MB", "1000"],
    ["SHEETS_RETRY_AFTER_SECONDS", "soon"],
    ["NOTION_DATABASE_ID", "not-an-id"],
  ])("names %s when it is %j", (name, value) => {
    const env: Record<string, string> = { [name]: value };
    if (name === "NOTION_DATABASE_ID") env.NOTION_TOKEN = "secret_abc";
    const problems = problemsOf(() => readServerEnv(env));
    expect(problems.some((p) => p.startsWith(`${name}: `))).toBe(true);
  });

  it("needs NOTION_TOKEN and NOTION_DATABASE_ID together", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(readServerEnv({ NOTION_TOKEN: "ntn_abc", NOTION_DATABASE_ID: id })).toMatchObject({
      NOTION_TOKEN: "ntn_abc",
      NOTION_DATABASE_ID: id,
    });
    expect(problemsOf(() => readServerEnv({ NOTION_TOKEN: "ntn_abc" }))[0]).toMatch(
      /^NOTION_DATABASE_ID: is required when NOTION_TOKEN is set/,
    );
    expect(problemsOf(() => readServerEnv({ NOTION_DATABASE_ID: id }))[0]).toMatch(
      /^NOTION_TOKEN: is required when NOTION_DATABASE_ID is set/,
    );
  });
});

describe("build environment", () => {
  it("has a fictional default site URL, no tag manager, and the API on the site's own origin", () => {
    expect(readBuildEnv({})).toEqual({
      siteUrl: "https://sekar-wulandari.example",
      tagManagerId: undefined,
      apiBaseUrl: "",
      sheetsApiUrl: undefined,
    });
  });

  it("reads API_BASE_URL without its trailing slash, and SHEETS_API_URL", () => {
    const env = readBuildEnv({
      API_BASE_URL: "https://api.example.com/",
      SHEETS_API_URL: "https://script.google.com/macros/s/abc/exec",
    });
    expect(env.apiBaseUrl).toBe("https://api.example.com");
    expect(env.sheetsApiUrl).toBe("https://script.google.com/macros/s/abc/exec");
  });

  it.each(["/api", "api.example.com", "ftp://api.example.com"])("names API_BASE_URL when it is %j", (value) => {
    expect(problemsOf(() => readBuildEnv({ API_BASE_URL: value }))[0]).toMatch(/^API_BASE_URL: /);
  });

  it("drops trailing slashes from SITE_URL", () => {
    expect(readBuildEnv({ SITE_URL: "https://me.example.org///" }).siteUrl).toBe("https://me.example.org");
  });

  it.each(["not a url", "ftp://x.example", "/relative"])("names SITE_URL when it is %j", (value) => {
    expect(problemsOf(() => readBuildEnv({ SITE_URL: value }))[0]).toMatch(/^SITE_URL: /);
  });

  it("accepts a container id and rejects anything else, by name", () => {
    expect(readBuildEnv({ TAG_MANAGER_ID: "GTM-AB12CD3" }).tagManagerId).toBe("GTM-AB12CD3");
    expect(problemsOf(() => readBuildEnv({ TAG_MANAGER_ID: "UA-1234" }))[0]).toMatch(/^TAG_MANAGER_ID: /);
    expect(problemsOf(() => readBuildEnv({ TAG_MANAGER_ID: "GTM-<script>" }))[0]).toMatch(/^TAG_MANAGER_ID: /);
  });
});
