import { Stack } from "~/ui/stack";
import { DemoLabel } from "./demo-label";

const gaps = ["xs", "md", "xl"] as const;

function Block({ children }: { children: string }) {
  return (
    <div className="rounded-sm border-2 border-ink bg-bg-accent px-sm py-xs text-caption font-semibold">{children}</div>
  );
}

export function StackGaps() {
  return (
    <div className="grid grid-cols-1 gap-lg sm:grid-cols-3">
      {gaps.map((gap) => (
        <div key={gap} className="flex flex-col gap-sm">
          <DemoLabel>{`<Stack gap="${gap}">`}</DemoLabel>
          <Stack gap={gap} className="rounded-sm bg-bg-subtle p-sm">
            <Block>Research</Block>
            <Block>Synthesis</Block>
            <Block>Story</Block>
          </Stack>
        </div>
      ))}
    </div>
  );
}
