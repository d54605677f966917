import type { TeaserGuide } from "#model/content/guide-teaser.ts";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { ContentCard } from "~/ui/content-card";
import { Section } from "~/ui/section";

/**
 * SPEC §2 Home section 4: up to 3 guide cards from the pre-rendered snapshot.
 * Not rendered while there are none (SPEC: shown only when data exists).
 */
export function GuideTeaser({ guides }: { guides: readonly TeaserGuide[] }) {
  if (guides.length === 0) return null;
  return (
    <Section
      id="inspirations-teaser"
      titleId="inspirations-teaser-title"
      title="Real tools we actually use"
      highlight="Real tools"
      background="accent"
      intro="Curated picks from my own desk, kitchen and travel bag: only what I use and would buy again."
    >
      <ul className="m-0 grid list-none gap-md p-0 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <ContentCard
              title={guide.title}
              description={guide.intro}
              icon={{ iconUrl: guide.iconUrl, itemCount: guide.itemCount }}
              action={{ type: "internal", url: guide.href }}
            />
          </li>
        ))}
      </ul>
      <div>
        <Button asChild variant="secondary">
          <SafeLink href="/inspirations">Explore All Guides</SafeLink>
        </Button>
      </div>
    </Section>
  );
}
