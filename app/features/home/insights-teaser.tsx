import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { Section } from "~/ui/section";
import { HomeFigure } from "./home-figure";

const badges = [
  { emoji: "🗣️", text: "Indonesian & English" },
  { emoji: "🎟️", text: "Free Access" },
] as const;

/** SPEC §2 Home section 3; 'Learn More' does a full page load of /insights. */
export function InsightsTeaser() {
  return (
    <Section id="insights" titleId="insights-title" title="Sharing What I've Learned" highlight="Learned">
      <div className="grid items-center gap-xl lg:grid-cols-2">
        <HomeFigure
          picture={{ src: "/assets/home/talks-stage.svg" }}
          alt="A speaker at a microphone with speech bubbles in two languages"
          badges={badges}
        />
        <div className="flex flex-col gap-lg">
          <p className="text-body3 text-ink-muted md:text-body2">
            Talks, podcasts and webinars on UX research, ResearchOps and careers, free to watch.
          </p>
          <div>
            <Button asChild>
              <SafeLink href="/insights" reloadDocument>
                Learn More
                {/* SPEC's label stays as it is; the hidden words make the link make sense on its own (WCAG 2.4.4). */}
                <span className="sr-only"> about my talks</span>
              </SafeLink>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
