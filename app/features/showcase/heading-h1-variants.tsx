import { Heading } from "~/ui/heading";
import { DemoLabel } from "./demo-label";

// Drawn as paragraphs (as="p") so this page keeps its single h1.
export function HeadingH1Variants() {
  return (
    <div className="flex flex-col gap-lg">
      <div>
        <DemoLabel>level=1 highlight="boring"</DemoLabel>
        <Heading level={1} as="p" highlight="boring">
          Not your boring CV
        </Heading>
      </div>
      <div>
        <DemoLabel>level=1 icon="👋" with subtitle</DemoLabel>
        <Heading level={1} as="p" icon="👋" highlight="story" subtitle="Turning messy problems into practical systems.">
          Work, but make it a story.
        </Heading>
      </div>
    </div>
  );
}
