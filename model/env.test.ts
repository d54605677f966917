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
    expect(readServerEnv({})).toEqual({ PORT: 3000, HOST: "127.0.0.1" });
  });

  it("treats empty values as unset", () => {
    expect(readServerEnv({ PORT: " ", HOST: "" })).toEqual({ PORT: 3000, HOST: "127.0.0.1" });
  });

  it("reads PORT and HOST", () => {
    expect(readServerEnv({ PORT: "8080", HOST: "0.0.0.0" })).toEqual({ PORT: 8080, HOST: "0.0.0.0" });
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

describe("build environment", () => {
  it("has a fictional default site URL and no tag manager", () => {
    expect(readBuildEnv({})).toEqual({ siteUrl: "https://sekar-wulandari.example", tagManagerId: undefined });
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
