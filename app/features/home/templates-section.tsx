import { Section } from "~/ui/section";
import { HomeFigure } from "./home-figure";

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
            <li key={kind.title} className="flex gap-md rounded-card border-2 border-ink bg-bg-default p-md md:p-lg">
              <span aria-hidden="true" className="text-[1.75rem] leading-none md:text-[2rem]">
                {kind.emoji}
              </span>
              <div className="flex flex-col gap-xs">
                <h3 className="type-h4">{kind.title}</h3>
                <p className="text-body3 text-ink-muted">{kind.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <HomeFigure
          src="/assets/home/templates-desk.svg"
          alt="A document, a slide deck and a workspace board on a desk"
          badges={badges}
          // In the first screen on a desktop, where it is the largest paint.
          loading="eager"
        />
      </div>
    </Section>
  );
}
