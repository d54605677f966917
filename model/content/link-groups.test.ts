import { describe, expect, it } from "vitest";
import { groupLinks, needsAffiliateNotice } from "./link-groups";
import { link } from "../../tests/helpers/test-rows";

describe("link groups (SPEC §3/§9)", () => {
  const links = [
    link({ store: "Zeta Shop", store_type: "Official", priority: 2 }),
    link({ store: "Alpha Shop", store_type: "Official", priority: 2, label: "Alpha (official)" }),
    link({ store: "First", store_type: "Official", priority: 1 }),
    link({ store: "Market", store_type: "Marketplace", priority: 1 }),
    link({ store: "Review site", store_type: "Review", priority: 3 }),
    link({ store: "Podcast", store_type: "Other", priority: 1 }),
    link({ store: "Portfolio", store_type: "Portfolio", priority: 2 }),
    link({ store: "SG shop", store_type: "Marketplace", region: "Singapore", priority: 1, referral_code: "SG10" }),
    link({ store: "ID shop", store_type: "Marketplace", region: "Indonesia", priority: 2 }),
    link({ store: "Other item", item_slug: "grinder", store_type: "Official", priority: 0, referral_code: "NOPE" }),
  ];
  const groups = groupLinks(links, "kettle");

  it("groups official, marketplaces and other (Portfolio, Review, Other), each by priority then store", () => {
    expect(groups.official.map((l) => l.label)).toEqual(["First", "Alpha (official)", "Zeta Shop"]);
    expect(groups.marketplaces.map((l) => l.label)).toEqual(["Market"]);
    expect(groups.other.map((l) => l.label)).toEqual(["Podcast", "Portfolio", "Review site"]);
  });

  it("falls back to the store name when a link has no label", () => {
    expect(groups.official[2]).toEqual({ label: "Zeta Shop", url: "https://shop.example", storeType: "Official" });
  });

  it("groups regional links by region and takes the item's referral code", () => {
    expect(groups.regional.map((r) => [r.region, r.links.map((l) => l.label)])).toEqual([
      ["Indonesia", ["ID shop"]],
      ["Singapore", ["SG shop"]],
    ]);
    expect(groups.referralCode).toBe("SG10");
  });

  it("shows the affiliate notice when a URL contains amazon or affiliate (SPEC §2)", () => {
    expect(needsAffiliateNotice([{ url: "https://www.amazon.example/dp/1" }])).toBe(true);
    expect(needsAffiliateNotice([{ url: "https://go.affiliate.example/x" }])).toBe(true);
    expect(needsAffiliateNotice([{ url: "https://shop.example/x" }])).toBe(false);
  });
});
