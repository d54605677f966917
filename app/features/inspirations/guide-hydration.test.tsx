import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Inspirations } from "../../../model/content-api";
import { guidesTab } from "../../../model/sheet-tabs";
import { item } from "../../../tests/helpers/test-rows";
import { validateRows } from "../../../model/validate-rows";
import { prerender } from "../../../tests/helpers/prerendered-page";
import { json, mockFetch } from "../../../tests/helpers/test-responses";
import { GuideDetail } from "./guide-detail";

// A guide's sections cell as the owner's sheet may hold it: a JSON escape that is half a surrogate pair.
const SECTIONS = '[{"key": "brew", "title": "Brew \\ud83d slowly", "body_md": "Notes"}]';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Pre-renders the guide page as the build does, then hydrates it; the page and the errors React reports. */
async function hydrateAsBuilt(snapshot: Inspirations) {
  mockFetch(json(snapshot));
  const page = prerender(
    <MemoryRouter>
      <GuideDetail slug="coffee-gear" snapshot={snapshot} />
    </MemoryRouter>,
  );
  const { errors } = await page.hydrate();
  return { container: page.container, errors };
}

function snapshotWith(sectionsCell: string): Inspirations {
  const { rows } = validateRows(guidesTab, [
    { category_slug: "coffee-gear", title: "Coffee at home", sections: sectionsCell },
  ]);
  return { guides: rows, items: [item({ slug: "kettle", category_slug: "coffee-gear", publish: true })], links: [] };
}

describe("a guide whose sections hold a lone surrogate hydrates without a mismatch", () => {
  it("reads the section title as well-formed text (U+FFFD in place of the half pair)", () => {
    expect(snapshotWith(SECTIONS).guides[0]?.sections[0]?.title).toBe("Brew \uFFFD slowly");
  });

  it("hydrates the pre-rendered page with no error (React #418 before the text was normalised)", async () => {
    const { container, errors } = await hydrateAsBuilt(snapshotWith(SECTIONS));
    expect(errors).toEqual([]);
    expect(container.textContent).toContain("Brew \uFFFD slowly");
  });
});
