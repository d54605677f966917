/**
 * SPEC §4 "Jump-to menu" and §9: the active section follows scrolling
 * (observer margin -20% top, -70% bottom, threshold 0.1). A jump lands the
 * section 80 px below the top of the window, under the sticky top bar, by the
 * section's scroll margin (app/ui/scroll-to-section.ts).
 */
export const JUMP_MENU_OBSERVER_OPTIONS = { rootMargin: "-20% 0px -70% 0px", threshold: 0.1 } as const;

/** The observer's band ends 70% above the bottom of the window, i.e. 30% down from its top. */
export const JUMP_BAND_BOTTOM_FRACTION = 0.3;

/**
 * The entry to highlight: the last section, in page order, whose heading has
 * reached the observer's band (its top is above the band's bottom edge). A
 * sub-section therefore wins over the group that contains it, and a long
 * section stays highlighted while its heading is far above. Undefined at the
 * top of the page, before the first heading.
 */
export function activeSectionFromTops(
  orderedIds: readonly string[],
  headingTops: ReadonlyMap<string, number>,
  viewportHeight: number,
): string | undefined {
  const bandBottom = viewportHeight * JUMP_BAND_BOTTOM_FRACTION;
  let active: string | undefined;
  for (const id of orderedIds) {
    const top = headingTops.get(id);
    if (top !== undefined && top < bandBottom) active = id;
  }
  return active;
}
