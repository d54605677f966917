import { Section } from "~/ui/section";
import { EmojiCard } from "~/ui/emoji-card";
import { HomeFigure } from "./home-figure";
import { TemplatesDesk } from "./templates-desk";

/** SPEC §2 Home section 2: the three kinds of template. */
const templateKinds = [
  { emoji: "📄", title: "Google Docs Templates", text: "Research plans, interview guides and documentation." },
  { emoji: "📊", title: "Google Slides Templates", text: "Presentation decks for research stories." },
  { emoji: "🗂️", title: "Notion Templates", text: "Personal workspace setups." },
] as const;

const badges = [
  { emoji: "✅", text: "Ready to Use" },
  { emoji: "🧪", text: "Proven & Tested" },
  { emoji: "💛", text: "Made with love by me" },
] as const;

export function TemplatesSection() {
  return (
    <Section
      id="about"
      titleId="about-title"
      title="Templates I Actually Use Every Day"
      highlight="Actually"
      background="subtle"
    >
      <div className="grid items-center gap-xl lg:grid-cols-2">
        <ul className="m-0 flex list-none flex-col gap-md p-0">
          {templateKinds.map((kind) => (
            <EmojiCard
              key={kind.title}
              emoji={kind.emoji}
              emojiClassName="text-[1.75rem] md:text-[2rem]"
              title={kind.title}
              text={kind.text}
              className="gap-md bg-bg-default"
            />
          ))}
        </ul>
        <HomeFigure
          // In the first screen on a desktop: drawn in the page, so it waits for no request (decision 036).
          picture={{ Drawing: TemplatesDesk }}
          alt="A document, a slide deck and a workspace board on a desk"
          badges={badges}
        />
      </div>
    </Section>
  );
}
