import { describe, expect, it } from "vitest";
import { forwardedProto, isHttpsRequest, xForwardedProto } from "./forwarded";

describe("Forwarded (RFC 7239) proto", () => {
  it.each([
    ["proto=https", "https"],
    ["for=192.0.2.60;proto=https;by=203.0.113.43", "https"],
    ['for="[2001:db8:cafe::17]:4711";proto="https"', "https"],
    ["Proto=HTTPS", "https"],
    ["for=192.0.2.43 ; proto = https", "https"],
    ["proto=https, for=198.51.100.17;proto=http", "https"],
    ["for=198.51.100.17;proto=http, proto=https", "http"],
    ['for="a,b;proto=http";proto=https', "https"],
    ['for="x\\"y";proto=https', "https"],
    ["for=192.0.2.60", undefined],
    ["proto=", undefined],
    ["", undefined],
    ["garbage", undefined],
  ])("%s -> %s", (header, expected) => {
    expect(forwardedProto(header)).toBe(expected);
  });

  it("is undefined without the header", () => {
    expect(forwardedProto(undefined)).toBeUndefined();
  });
});

describe("X-Forwarded-Proto", () => {
  it.each([
    ["https", "https"],
    ["HTTPS", "https"],
    [" Https ", "https"],
    ["https, http", "https"],
    ["http, https", "http"],
    ["", undefined],
  ])("%s -> %s", (header, expected) => {
    expect(xForwardedProto(header)).toBe(expected);
  });
});

describe("isHttpsRequest", () => {
  it("trusts the request URL first", () => {
    expect(isHttpsRequest("https://me.example/", {})).toBe(true);
    expect(isHttpsRequest("http://me.example/", {})).toBe(false);
  });

  it("takes Forwarded over X-Forwarded-Proto, and either alone", () => {
    expect(isHttpsRequest("http://x/", { forwarded: "proto=https" })).toBe(true);
    expect(isHttpsRequest("http://x/", { xForwardedProto: "HTTPS" })).toBe(true);
    expect(isHttpsRequest("http://x/", { forwarded: "proto=http", xForwardedProto: "https" })).toBe(false);
    expect(isHttpsRequest("http://x/", { forwarded: "for=1.2.3.4", xForwardedProto: "https" })).toBe(true);
  });
});
