import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleStoreItems as items } from "#tests/helpers/test-rows.ts";
import { StoreGrid } from "./store-grid";

describe("StoreGrid (SPEC §4: the selected chips filter the store, OR across Type and Topic)", () => {
  it("draws every item, hiding those the selection leaves out, each with its Type and Topic for the island", () => {
    const { container } = render(<StoreGrid items={items} selected={["Notion", "Google Slides"]} />);
    const shown = Array.from(container.querySelectorAll<HTMLElement>("[data-slot=store-item]"), (li) => [
      li.dataset.type,
      li.hidden,
    ]);
    expect(shown).toEqual([
      ["Google Docs", true],
      ["Notion", false],
      ["Google Slides", false],
    ]);
    expect(container.querySelector("[data-slot=store-item]")?.getAttribute("data-topic")).toBe("UX Research");
  });

  it("shows all with no selection", () => {
    const { container } = render(<StoreGrid items={items} selected={[]} />);
    expect(container.querySelectorAll("[data-slot=store-item][hidden]")).toHaveLength(0);
  });
});
