import type { Experience } from "../../model/content/experience";
import type { Guide } from "../../model/content/guide";
import type { Item } from "../../model/content/item";
import type { Link } from "../../model/content/link";
import type { StoreItem } from "../../model/content/store-item";

/** Small builders for rule tests: a valid parsed row with only what a test cares about changed. */
export function guide(over: Partial<Guide> = {}): Guide {
  return {
    category_slug: "coffee-gear",
    title: "Coffee",
    sections: [],
    manual_order_titles: [],
    publish: true,
    ...over,
  } as Guide;
}

export function item(over: Partial<Item> = {}): Item {
  return {
    slug: "kettle",
    title: "Kettle",
    category_slug: "coffee-gear",
    featured: false,
    publish: true,
    priority: 999,
    tags: [],
    ...over,
  } as Item;
}

export function link(over: Partial<Link> = {}): Link {
  return {
    item_slug: "kettle",
    store: "Shop",
    store_type: "Official",
    priority: 999,
    url: "https://shop.example",
    ...over,
  } as Link;
}

export function experience(over: Partial<Experience> = {}): Experience {
  return {
    period: "2020",
    role: "Researcher",
    organisation: "Acme",
    badges: [],
    publish: true,
    priority: 999,
    ...over,
  } as Experience;
}

export function storeItem(over: Partial<StoreItem> = {}): StoreItem {
  return {
    "Item Name": "Plan",
    "Price (USD)": 19,
    "Store URL": "https://shop.example/plan",
    Order: 999,
    ...over,
  } as StoreItem;
}

/** A store item named `name` with its Type and Topic chips (SPEC §4's store filter), at its own store URL. */
export function storeItemWithChips(name: string, Type?: string, Topic?: string): StoreItem {
  return storeItem({ "Item Name": name, Type, Topic, "Store URL": `https://store.example/${name}` });
}

/** Three store items for the filter's tests: two share the Topic "UX Research", each has its own Type. */
export const sampleStoreItems: readonly StoreItem[] = [
  storeItemWithChips("Alpha Plan", "Google Docs", "UX Research"),
  storeItemWithChips("Beta Repo", "Notion", "ResearchOps"),
  storeItemWithChips("Gamma Deck", "Google Slides", "UX Research"),
];
