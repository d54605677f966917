import { ArrowRight } from "lucide-react";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { EmojiList } from "~/ui/emoji-list";
import { Section } from "~/ui/section";
import { Surface } from "~/ui/surface";
import { DemoLabel } from "./demo-label";

/** The blocks pages are built from, stacked the way the real pages stack them. */
export function SectionBlockPatterns() {
  return (
    <div className="flex flex-col gap-lg">
      <div className="flex flex-col gap-sm">
        <DemoLabel>Intro + emoji list + action</DemoLabel>
        <Section
          titleId="block-pattern-list"
          title="Templates I actually use every day"
          highlight="actually use"
          emoji="🧰"
          intro="Three kinds of templates, each one tested on real projects first."
          background="subtle"
          className="rounded-card border-2 border-ink py-lg"
        >
          <EmojiList
            items={[
              { emoji: "📄", content: "Research plans and interview guides" },
              { emoji: "📊", content: "Decks for research stories" },
              { emoji: "🗂️", content: "Notion workspace setups" },
            ]}
          />
          <div>
            <Button asChild iconPosition="end" icon={<ArrowRight aria-hidden="true" className="size-4" />}>
              <SafeLink href="/solutions">Explore Solutions</SafeLink>
            </Button>
          </div>
        </Section>
      </div>
      <div className="flex flex-col gap-sm">
        <DemoLabel>Card grid with badges</DemoLabel>
        <Section
          titleId="block-pattern-grid"
          title="Values"
          emoji="🧭"
          background="accent"
          className="rounded-card border-2 border-ink py-lg"
        >
          <ul className="grid grid-cols-1 gap-md md:grid-cols-3">
            {[
              ["Curious first", "Questions before answers.", "Research"],
              ["Make it usable", "Insight nobody can use is trivia.", "Practice"],
              ["Kind and candid", "Honest, never harsh.", "Team"],
            ].map(([title, text, tag]) => (
              <li key={title}>
                <Surface className="flex h-full flex-col gap-sm">
                  <Badge variant="highlight" className="self-start">
                    {tag}
                  </Badge>
                  <p className="type-h4">{title}</p>
                  <p className="text-body3 text-ink-muted">{text}</p>
                </Surface>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="flex flex-col gap-sm">
        <DemoLabel>Quote block</DemoLabel>
        <figure className="rounded-card border-2 border-ink bg-bg-dark-teal p-lg text-on-dark md:p-xl">
          <blockquote className="type-h3 text-balance">
            “Research is a team sport. My job is to make it fun to play.”
          </blockquote>
          <figcaption className="mt-md text-caption text-on-dark-muted">Sekar, on running research teams</figcaption>
        </figure>
      </div>
    </div>
  );
}
