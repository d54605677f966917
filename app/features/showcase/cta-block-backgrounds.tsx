import { ArrowRight, Mail } from "lucide-react";
import { CtaBlock, ctaBackgrounds } from "~/ui/cta-block";

/** Text-only CTAs: one button or two, on each of the six backgrounds. */
export function CtaBlockBackgrounds() {
  return (
    <div className="flex flex-col gap-lg">
      <CtaBlock
        headingLevel={3}
        title="Want me to speak at your event?"
        description="Talks, panels and workshops on research, ResearchOps and careers, in English or Indonesian."
        buttons={[
          { text: "Get in Touch", href: "/contact#events", icon: <Mail aria-hidden="true" className="size-4" /> },
        ]}
      />
      <CtaBlock
        headingLevel={3}
        background="rich-magenta"
        title="Want your product listed here?"
        description="Brands I would use myself are welcome to say hello. Honest notes only, no paid placements."
        buttons={[
          { text: "Pitch your product", href: "/contact#brands" },
          { text: "Read the guides", href: "/inspirations", variant: "secondary" },
        ]}
      />
      <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
        {ctaBackgrounds.map((background) => (
          <li key={background}>
            <CtaBlock
              headingLevel={3}
              background={background}
              title={background}
              description="Same block, another background."
              buttons={[
                {
                  text: "Log a click",
                  icon: <ArrowRight aria-hidden="true" className="size-4" />,
                  onClick: () => console.log(`Demo action: CTA on ${background}`),
                },
              ]}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
