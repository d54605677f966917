import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { ContentCard } from "~/ui/content-card";
import { CtaBlock } from "~/ui/cta-block";
import { EmojiCard } from "~/ui/emoji-card";
import { JumpMenu } from "~/ui/jump-menu";
import { Highlight, PageHero } from "~/ui/page-hero";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { Section } from "~/ui/section";
import { LoadErrorState } from "./loader-state";
import type { LandingData } from "./page-data";

export const EMPTY_GUIDES_TEXT =
  "Nothing here yet. I'm still writing these guides—try another topic or check back soon.";

const values = [
  {
    emoji: "🔍",
    title: "I do my homework",
    text: "Everything here has been bought with my own money and used for months, in real research weeks, before it made the list.",
  },
  {
    emoji: "🤝",
    title: "Honest, not ads",
    text: "Nobody pays to be on these pages. If something annoys me, the note says so, even when the link earns a commission.",
  },
  {
    emoji: "💡",
    title: "Not just products",
    text: "Each guide also holds the habits and small lessons around the things: why they work for me, and when they would not work for you.",
  },
] as const;

const jumpEntries = [
  { id: "what-this-page-is", label: "What this page is" },
  { id: "browse-guides", label: "Browse by Guide" },
] as const;

/** SPEC §2 'Browse by Guide', or SPEC §4's error with Retry, or 'Nothing here yet…'. */
function GuideGrid({ data }: { data: LandingData }) {
  if (data.failed) return <LoadErrorState href="/inspirations" />;
  if (data.guides.length === 0)
    return (
      <p data-slot="inspirations-empty" className="text-body3 text-ink-muted">
        {EMPTY_GUIDES_TEXT}
      </p>
    );
  return (
    <ul data-slot="guide-grid" className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
      {data.guides.map((guide) => (
        <li key={guide.slug}>
          <ContentCard
            title={guide.title}
            icon={{
              iconUrl: guide.iconUrl,
              bgColor: guide.bgColor,
              iconColor: guide.iconColor,
              itemCount: guide.itemCount,
            }}
            action={{ type: "internal", url: guide.href }}
            size="md"
          />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 /inspirations: hero, what this page is, the guide grid, the brands call to action, the jump menu. */
export function InspirationsLanding({ data }: { data: LandingData }) {
  return (
    <>
      <PageHero
        title={
          <>
            Stuff I <Highlight>actually</Highlight> use.
          </>
        }
        subtitle="Curated guides to the tools, books and services that earned a place in my days, with honest notes on why."
        actions={
          <Button asChild size="lg">
            <SafeLink href="#browse-guides">See our picks</SafeLink>
          </Button>
        }
      />
      <Section
        id="what-this-page-is"
        titleId="what-this-page-is-title"
        title="What this page is"
        intro={
          <p data-slot="affiliate-disclosure">
            A shelf of the things I reach for every week, sorted into guides. Some links are affiliate links: if you buy
            through one, I may earn a small commission at no extra cost to you. That never decides what goes on the
            shelf.
          </p>
        }
      >
        <ul className="grid gap-md md:grid-cols-3">
          {values.map((value) => (
            <EmojiCard
              key={value.title}
              data-slot="value-card"
              emoji={value.emoji}
              emojiClassName="text-[2rem]"
              title={value.title}
              text={value.text}
              className="flex-col gap-sm bg-bg-default"
            />
          ))}
        </ul>
      </Section>
      <Section
        id="browse-guides"
        titleId="browse-guides-title"
        title="Browse by Guide"
        background="subtle"
        intro="Each guide collects the picks for one part of life or work."
      >
        <GuideGrid data={data} />
      </Section>
      <div className="mx-auto w-full max-w-6xl px-md py-section md:px-xl">
        <CtaBlock
          title="Want your product listed here?"
          description="If you make something you think I would actually use, tell me about it. I try everything myself first, and I say no more often than yes."
          background="dark-teal"
          buttons={[{ text: "Get in touch", href: "/contact#brands" }]}
        />
      </div>
      <JumpMenu entries={jumpEntries} topTargetId={MAIN_CONTENT_ID} />
    </>
  );
}
