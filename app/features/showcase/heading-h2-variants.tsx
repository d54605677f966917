import { Sparkles } from "lucide-react";
import { Heading } from "~/ui/heading";
import { DemoLabel } from "./demo-label";

export function HeadingH2Variants() {
  return (
    <div className="flex flex-col gap-lg">
      <div>
        <DemoLabel>level=2 highlight="actually use"</DemoLabel>
        <Heading level={2} as="p" highlight="actually use">
          Templates I actually use every day
        </Heading>
      </div>
      <div>
        <DemoLabel>level=2 icon={"<Sparkles />"} with subtitle</DemoLabel>
        <Heading
          level={2}
          as="p"
          icon={<Sparkles className="mt-1 size-[0.9em] text-primary" />}
          subtitle="Four values that shape how I run research."
        >
          How I work
        </Heading>
      </div>
    </div>
  );
}
