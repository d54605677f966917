import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { Highlight, PageHero } from "~/ui/page-hero";
import { Section } from "~/ui/section";
import { showcaseNames, showcaseSlugs } from "#model/pages/showcase-pages.ts";

const tileBlurbs: Record<(typeof showcaseSlugs)[number], string> = {
  buttons: "Six variants, loading and clicked states, menus and toolbars.",
  cards: "Call-to-action, content and recommendation cards.",
  collapsible: "The expandable card system, one open at a time.",
  content: "Block patterns, emoji bullets and header variants.",
  typography: "Breakpoints and the H1 to caption type scale.",
  spacing: "Spacing tokens and responsive card paddings.",
  "floating-popover": "Navigate, filter and quick-action panels.",
  images: "Ratios, captions, badges, placeholders and lightbox.",
};

/** /components: what the showcase documents, one tile a page. */
export function ShowcaseIndexScreen() {
  return (
    <>
      <PageHero
        title={
          <>
            Components I (and my AIs) <Highlight>actually use</Highlight>
          </>
        }
        subtitle="The small set of building blocks every page of this site is made from, documented with the real thing."
        actions={
          <Button asChild size="lg">
            <SafeLink href="#browse-components">Browse Components</SafeLink>
          </Button>
        }
      />
      <Section id="browse-components" titleId="browse-components-title" title="Browse Components" background="subtle">
        <ul className="grid grid-cols-1 gap-md sm:grid-cols-2 lg:grid-cols-4">
          {showcaseSlugs.map((slug) => (
            <li key={slug}>
              <SafeLink
                href={`/components/${slug}`}
                className="flex h-full flex-col gap-sm rounded-card border-2 border-ink bg-bg-default p-md transition-transform hover:-translate-y-0.5 md:p-lg"
              >
                <span className="type-h4">{showcaseNames[slug]}</span>
                <span className="text-caption text-ink-muted">{tileBlurbs[slug]}</span>
              </SafeLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
