import type { ShowcaseSlug } from "#model/pages/showcase-pages.ts";
import type { JumpMenuEntry } from "~/ui/jump-menu";
import type { ShowcaseSection } from "./showcase-section";

export type ShowcaseBlock =
  | { kind: "section"; section: ShowcaseSection }
  | { kind: "group"; id: string; title: string; sections: ShowcaseSection[] };

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A page's sections in order, with consecutive sections of one group gathered under it. */
export function showcaseBlocks(slug: ShowcaseSlug, sections: readonly ShowcaseSection[]): ShowcaseBlock[] {
  const blocks: ShowcaseBlock[] = [];
  for (const section of sections) {
    const last = blocks.at(-1);
    if (section.group === undefined) blocks.push({ kind: "section", section });
    else if (last?.kind === "group" && last.title === section.group) last.sections.push(section);
    else
      blocks.push({ kind: "group", id: `${slug}-${kebab(section.group)}`, title: section.group, sections: [section] });
  }
  return blocks;
}

/** The page's table of contents for the jump-to menu: groups with their sections as sub-entries. */
export function showcaseJumpEntries(slug: ShowcaseSlug, sections: readonly ShowcaseSection[]): JumpMenuEntry[] {
  return showcaseBlocks(slug, sections).map((block) =>
    block.kind === "section"
      ? { id: block.section.id, label: block.section.title }
      : {
          id: block.id,
          label: block.title,
          subItems: block.sections.map((section) => ({ id: section.id, label: section.title })),
        },
  );
}
