import { within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Inspirations } from "#model/content/content-api.ts";
import { NOT_FOUND_SLUG, inspirationNotFoundPaths } from "#model/pages/inspiration-paths.ts";
import { guidesTab } from "#model/content/sheet-tabs.ts";
import { categoryIconUrl } from "#model/ui/category-icon.ts";
import { validateRows } from "#model/content/validate-rows.ts";
import { prerender } from "#tests/helpers/prerendered-page.ts";
import { guide, item, link } from "#tests/helpers/test-rows.ts";
import { guideDetailMeta, itemDetailMeta } from "./detail-route";
import { GuideDetail } from "./guide-detail";
import { EMPTY_GUIDES_TEXT, InspirationsLanding } from "./inspirations-landing";
import { ItemDetail } from "./item-detail";
import { LOAD_ERROR_TEXT } from "./loader-state";
import { type GuideData, type ItemData, guideData, itemData, landingData } from "./page-data";

// The Inspirations pages run no app JavaScript: what they show is what the server renders from their
// loader's data (SPEC §4 inspirations data loader: the page, the error with Retry, empty, not found).

const content: Inspirations = {
  guides: [
    guide({ category_slug: "coffee-gear", title: "Coffee at home" }),
    guide({ category_slug: "tea", title: "Tea" }),
  ],
  items: [item({ slug: "kettle", title: "Kettle", category_slug: "coffee-gear" })],
  links: [link({ item_slug: "kettle", store: "Kettle shop" })],
};
const nothing: Inspirations = { guides: [], items: [], links: [] };

/** The page as the server renders it (HTML), in the document. */
function serverRendered(page: React.ReactNode): HTMLElement {
  return prerender(<MemoryRouter>{page}</MemoryRouter>).container;
}

describe("what the loaders hand the Inspirations screens", () => {
  it("/inspirations: the visible guides as cards (a guide with no items is hidden, SPEC §4)", () => {
    const data = landingData(content, false);
    expect(data.guides.map(({ slug, title, href, itemCount }) => [slug, title, href, itemCount])).toEqual([
      ["coffee-gear", "Coffee at home", "/inspirations/guide/coffee-gear", 1],
    ]);
    expect(data.failed).toBe(false);
  });

  it("says the content failed only when it has no guide to show", () => {
    expect(landingData(nothing, true).failed).toBe(true);
    expect(landingData(nothing, false).failed).toBe(false);
    expect(landingData(content, true).failed).toBe(false);
  });

  it("a guide or item page: the page, not found, or failed (never for the not-found page itself)", () => {
    expect(guideData(content, "coffee-gear", false).page?.guide.title).toBe("Coffee at home");
    expect(guideData(content, "nope", false)).toEqual({ page: undefined, failed: false });
    expect(guideData(nothing, "coffee-gear", true)).toEqual({ page: undefined, failed: true });
    expect(guideData(nothing, NOT_FOUND_SLUG, true).failed).toBe(false);
    expect(itemData(content, "kettle", false).page?.links.map((l) => l.store)).toEqual(["Kettle shop"]);
    expect(itemData(nothing, "kettle", true).failed).toBe(true);
    expect(itemData(nothing, NOT_FOUND_SLUG, true).failed).toBe(false);
  });
});

describe("a guide's or item's lead picture, written into the page when small (decision 036)", () => {
  const svg = (name: string) => `data:image/svg+xml,%3Csvg%20id%3D%22${name}%22%2F%3E`;
  const withCovers: Inspirations = {
    ...content,
    items: [
      item({
        slug: "kettle",
        title: "Kettle",
        category_slug: "coffee-gear",
        image_cover_url: "/assets/kettle.svg",
        image_alt: "A kettle",
      }),
      item({
        slug: "grinder",
        title: "Grinder",
        category_slug: "coffee-gear",
        image_cover_url: "/assets/grinder.svg",
        image_alt: "A grinder",
      }),
      item({ slug: "scale", title: "Scale", category_slug: "coffee-gear" }),
    ],
  };
  const small = {
    "/assets/kettle.svg": svg("kettle"),
    "/assets/grinder.svg": svg("grinder"),
    [categoryIconUrl(withCovers.guides[0]!)]: svg("icon"),
  };
  const coverOf = (data: ItemData) => (data.page ? data.cover : undefined);
  const leadImageOf = (data: GuideData) => (data.page ? data.leadImage : undefined);
  const imageSources = (page: HTMLElement) =>
    Array.from(page.querySelectorAll("img"), (image) => image.getAttribute("src"));

  it("a guide page: its first card's picture only; the other cards keep their addresses", () => {
    // Without a manual order the cards go by title: Grinder, Kettle, Scale.
    const data = guideData(withCovers, "coffee-gear", false, small);
    expect(data.page?.items.map((entry) => entry.slug)).toEqual(["grinder", "kettle", "scale"]);
    expect(leadImageOf(data)).toBe(svg("grinder"));
    const page = serverRendered(<GuideDetail slug="coffee-gear" data={data} />);
    expect(imageSources(page).slice(0, 2)).toEqual([svg("grinder"), "/assets/kettle.svg"]);
  });

  it("an item page: its cover, or the guide's icon that stands in for a missing cover", () => {
    const kettle = itemData(withCovers, "kettle", false, small);
    expect(coverOf(kettle)).toEqual({ src: svg("kettle"), fallback: categoryIconUrl(withCovers.guides[0]!) });
    expect(imageSources(serverRendered(<ItemDetail slug="kettle" data={kettle} />))[0]).toBe(svg("kettle"));
    expect(coverOf(itemData(withCovers, "scale", false, small))?.src).toBe(svg("icon"));
    // Without a small file to write, the cover keeps its address, and a missing one is the icon's.
    expect(coverOf(itemData(withCovers, "kettle", false))?.src).toBe("/assets/kettle.svg");
    expect(coverOf(itemData(withCovers, "scale", false))?.src).toBe(categoryIconUrl(withCovers.guides[0]!));
  });

  it("a picture that is not one of the site's small files keeps its address", () => {
    const elsewhere = {
      ...withCovers,
      items: [item({ slug: "kettle", category_slug: "coffee-gear", image_cover_url: "https://example.com/k.svg" })],
    };
    const data = itemData(elsewhere, "kettle", false, small);
    expect(coverOf(data)?.src).toBe("https://example.com/k.svg");
    expect(imageSources(serverRendered(<ItemDetail slug="kettle" data={data} />))[0]).toBe("https://example.com/k.svg");
    expect(leadImageOf(guideData(withCovers, "coffee-gear", false))).toBeUndefined();
    expect(guideData(withCovers, "nope", false, small)).toEqual({ page: undefined, failed: false });
  });
});

describe("the screens, rendered on the server", () => {
  it("/inspirations: the guide grid with its links and counts", () => {
    const page = serverRendered(<InspirationsLanding data={landingData(content, false)} />);
    const card = within(page).getByRole("link", { name: "Coffee at home" });
    expect(card.getAttribute("href")).toBe("/inspirations/guide/coffee-gear");
    expect(page.querySelector("[data-slot=content-card-count]")?.textContent).toBe("1 item");
  });

  it("/inspirations: 'Nothing here yet…' when there is no guide (SPEC §4)", () => {
    const page = serverRendered(<InspirationsLanding data={landingData(nothing, false)} />);
    expect(within(page).getByText(EMPTY_GUIDES_TEXT)).toBeInTheDocument();
    expect(within(page).queryByText(LOAD_ERROR_TEXT)).not.toBeInTheDocument();
  });

  it("/inspirations: the error and a Retry link that loads the page again when the content failed (SPEC §8)", () => {
    const page = serverRendered(<InspirationsLanding data={landingData(nothing, true)} />);
    const alert = within(page).getByRole("alert");
    expect(alert).toHaveTextContent(LOAD_ERROR_TEXT);
    expect(within(alert).getByRole("link", { name: "Retry" }).getAttribute("href")).toBe("/inspirations");
    expect(within(page).queryByText(EMPTY_GUIDES_TEXT)).not.toBeInTheDocument();
    expect(within(page).queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it("a guide page: its title, recommendation cards and the error or not-found view", () => {
    const found = serverRendered(<GuideDetail slug="coffee-gear" data={guideData(content, "coffee-gear", false)} />);
    expect(within(found).getByRole("heading", { level: 1 })).toHaveTextContent("Coffee at home");
    expect(found.querySelectorAll("[data-slot=recommendation-card]")).toHaveLength(1);

    const failed = serverRendered(<GuideDetail slug="coffee-gear" data={guideData(nothing, "coffee-gear", true)} />);
    expect(within(failed).getByRole("alert")).toHaveTextContent(LOAD_ERROR_TEXT);
    expect(within(failed).getByRole("link", { name: "Retry" }).getAttribute("href")).toBe(
      "/inspirations/guide/coffee-gear",
    );

    const missing = serverRendered(<GuideDetail slug="nope" data={guideData(content, "nope", false)} />);
    expect(within(missing).getByRole("heading", { level: 1 })).toHaveTextContent("Guide not found");
    expect(within(missing).getByRole("link", { name: "Back to Inspirations" }).getAttribute("href")).toBe(
      "/inspirations",
    );
  });

  it("an item page: its title and the error or not-found view", () => {
    const found = serverRendered(<ItemDetail slug="kettle" data={itemData(content, "kettle", false)} />);
    expect(within(found).getByRole("heading", { level: 1 })).toHaveTextContent("Kettle");
    expect(within(found).getByRole("link", { name: "Back to Coffee at home" }).getAttribute("href")).toBe(
      "/inspirations/guide/coffee-gear",
    );

    const failed = serverRendered(<ItemDetail slug="kettle" data={itemData(nothing, "kettle", true)} />);
    expect(within(failed).getByRole("link", { name: "Retry" }).getAttribute("href")).toBe("/inspirations/item/kettle");

    const missing = serverRendered(<ItemDetail slug="nope" data={itemData(content, "nope", false)} />);
    expect(within(missing).getByRole("heading", { level: 1 })).toHaveTextContent("Recommendation not found");
  });

  it("a guide whose sections cell holds half a surrogate pair renders it as U+FFFD", () => {
    // A guide's sections cell as the owner's sheet may hold it: a JSON escape that is half a surrogate pair.
    const { rows } = validateRows(guidesTab, [
      {
        category_slug: "coffee-gear",
        title: "Coffee at home",
        sections: '[{"key": "brew", "title": "Brew \\ud83d slowly", "body_md": "Notes"}]',
      },
    ]);
    const data = { ...content, guides: rows };
    expect(rows[0]?.sections[0]?.title).toBe("Brew \uFFFD slowly");
    expect(
      serverRendered(<GuideDetail slug="coffee-gear" data={guideData(data, "coffee-gear", false)} />).textContent,
    ).toContain("Brew \uFFFD slowly");
  });
});

describe("the meta tags come from the loader's data", () => {
  const title = (entries: ReturnType<typeof guideDetailMeta>) => entries.find((entry) => "title" in entry)?.title;
  const canonical = (entries: ReturnType<typeof guideDetailMeta>) => {
    const entry = entries.find((candidate) => "rel" in candidate && candidate.rel === "canonical");
    return entry && "href" in entry ? String(entry.href) : undefined;
  };

  it("a found page: its own title and address; noindex", () => {
    const meta = guideDetailMeta("coffee-gear", guideData(content, "coffee-gear", false));
    expect(title(meta)).toBe("Coffee at home Guide — Inspirations");
    expect(canonical(meta)).toMatch(/\/inspirations\/guide\/coffee-gear$/);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(title(itemDetailMeta("kettle", itemData(content, "kettle", false)))).toBe("Kettle — Inspirations");
  });

  it("not found: the not-found page's title and address, the same for every slug", () => {
    const meta = guideDetailMeta("nope", guideData(content, "nope", false));
    expect(title(meta)).toBe("Guide not found — Inspirations");
    expect(canonical(meta)).toMatch(new RegExp(`${inspirationNotFoundPaths.guide}$`));
    expect(title(itemDetailMeta("nope", itemData(content, "nope", false)))).toBe(
      "Recommendation not found — Inspirations",
    );
  });

  it("failed: the page's own address (Retry loads it), not the not-found page's", () => {
    const meta = guideDetailMeta("coffee-gear", guideData(nothing, "coffee-gear", true));
    expect(canonical(meta)).toMatch(/\/inspirations\/guide\/coffee-gear$/);
    expect(title(meta)).not.toContain("not found");
  });
});
