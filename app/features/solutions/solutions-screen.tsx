import { ArrowDown, Send } from "lucide-react";
import type { StoreFilter } from "#model/content/store-filter.ts";
import type { StoreItem } from "#model/content/store-item.ts";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { CtaBlock } from "~/ui/cta-block";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { type JumpMenuEntry, JumpMenu } from "~/ui/jump-menu";
import { Highlight, PageHero } from "~/ui/page-hero";
import { Section } from "~/ui/section";
import { faqGroups } from "./faq-groups";
import { SolutionsStore } from "./solutions-store";

export const STORE_SECTION_ID = "store-section";

const jumpEntries: JumpMenuEntry[] = [
  { id: "why-section", label: "Why these templates" },
  { id: STORE_SECTION_ID, label: "The store" },
  { id: "faq-section", label: "FAQ" },
  { id: "cta-section", label: "Get in touch" },
];

const showcase = [
  {
    emoji: "🧪",
    title: "Tested in real studies",
    text: "Every template started as a file I made for my own team and has been through dozens of real research projects before it went on sale.",
  },
  {
    emoji: "⏱️",
    title: "Hours back every week",
    text: "Plans, guides and decks you can copy and fill in, so you spend your time with participants instead of formatting documents.",
  },
  {
    emoji: "🤝",
    title: "Made to be shared",
    text: "Written so designers, PMs and stakeholders understand them at a glance, in the tools your team already uses.",
  },
];

/**
 * The Solutions screen (SPEC §2): hero, why, store with its filter, FAQ, call to action, Jump-to
 * menu, drawn from the store's items and the chips the address selects.
 */
export function SolutionsScreen({ items, filter }: { items: readonly StoreItem[]; filter: StoreFilter }) {
  return (
    <>
      <PageHero
        title={
          <>
            Templates that do the <Highlight>heavy lifting.</Highlight>
          </>
        }
        subtitle="Research plans, interview guides and storytelling decks I use every week, ready for your team in Google Docs, Google Slides and Notion."
        actions={
          <Button asChild size="lg" icon={<ArrowDown aria-hidden="true" className="size-4" />} iconPosition="end">
            <SafeLink href={`#${STORE_SECTION_ID}`}>Browse Solutions</SafeLink>
          </Button>
        }
      />

      <Section
        id="why-section"
        titleId="why-section-title"
        title="Why these templates matter"
        highlight="matter"
        emoji="💡"
        background="subtle"
      >
        <ul className="grid gap-lg md:grid-cols-3">
          {showcase.map((item) => (
            <li key={item.title} className="flex flex-col gap-sm rounded-card border-2 border-ink bg-bg-default p-lg">
              <span aria-hidden="true" className="text-[2.5rem] leading-none">
                {item.emoji}
              </span>
              <h3 className="type-h4">{item.title}</h3>
              <p className="text-body3 text-pretty text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={STORE_SECTION_ID}
        titleId="store-section-title"
        title="The store"
        highlight="store"
        emoji="🛍️"
        intro="Every template is sold through my payment store, where you pay by credit card or PayPal. Prices are in US dollars."
      >
        {/* SPEC §8: an empty store (none in the content, or it failed) shows no items, no filter and no message. */}
        {items.length > 0 ? <SolutionsStore items={items} filter={filter} storeId={STORE_SECTION_ID} /> : null}
      </Section>

      <Section
        id="faq-section"
        titleId="faq-section-title"
        title="Frequently asked questions"
        highlight="questions"
        emoji="🙋"
        background="subtle"
      >
        <div className="grid gap-xl lg:grid-cols-2">
          {faqGroups.map((group) => (
            <section key={group.id} aria-labelledby={`${group.id}-title`} className="flex flex-col gap-md">
              <h3 id={`${group.id}-title`} className="flex items-center gap-sm type-h4">
                <span aria-hidden="true">{group.emoji}</span>
                {group.title}
              </h3>
              <ExpandableCardGroup keysFromIsland>
                {group.entries.map((entry) => (
                  <ExpandableCard
                    key={entry.id}
                    id={entry.id}
                    variant="faq"
                    title={entry.question}
                    description={entry.answer}
                    headingLevel={4}
                  />
                ))}
              </ExpandableCardGroup>
            </section>
          ))}
        </div>
      </Section>

      <section
        id="cta-section"
        aria-labelledby="cta-section-title"
        className="mx-auto w-full max-w-6xl scroll-mt-20 px-md py-section md:px-xl"
      >
        <CtaBlock
          titleId="cta-section-title"
          title="Need something made for your team?"
          description="Customised templates start from $50 extra. Tell me about your research process and I will tailor a template to it."
          background="rich-magenta"
          buttons={[{ text: "Contact us", href: "/contact", icon: <Send aria-hidden="true" className="size-4" /> }]}
        />
      </section>

      <JumpMenu entries={jumpEntries} topTargetId={MAIN_CONTENT_ID} />
    </>
  );
}
