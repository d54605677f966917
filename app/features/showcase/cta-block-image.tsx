import { CtaBlock } from "~/ui/cta-block";

/** A CTA with an image and its badges beside the text. */
export function CtaBlockImage() {
  return (
    <div className="flex flex-col gap-lg">
      <CtaBlock
        headingLevel={3}
        title="Templates I Actually Use Every Day"
        description="Research plans, interview guides and readout decks, ready to copy into Google Docs, Slides or Notion."
        buttons={[
          { text: "Explore Solutions", href: "/solutions" },
          { text: "How I work", href: "/experiences", variant: "secondary" },
        ]}
        image={{
          src: "/assets/solutions/research-plan.svg",
          alt: "Sketch of a one-page research plan template",
          badges: [
            { emoji: "✅", text: "Ready to Use" },
            { emoji: "💛", text: "Made with love by me" },
          ],
        }}
      />
      <CtaBlock
        headingLevel={3}
        background="dark-teal"
        title="Sharing What I've Learned"
        description="Recorded talks, podcasts and webinars."
        buttons={[{ text: "Browse the talks", href: "/insights" }]}
        image={{
          src: "/assets/talks/listening-is-a-skill.svg",
          alt: "Illustration for the talk Listening is a skill",
          badges: [{ emoji: "🌏", text: "Indonesian & English" }, { text: "Free Access" }],
        }}
      />
    </div>
  );
}
