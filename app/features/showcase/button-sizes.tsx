import { ArrowRight } from "lucide-react";
import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

export function ButtonSizes() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label='size="sm"'>
        <Button size="sm">Small</Button>
      </DemoItem>
      <DemoItem label='size="md" (default)'>
        <Button size="md">Medium</Button>
      </DemoItem>
      <DemoItem label='size="lg"'>
        <Button size="lg">Large</Button>
      </DemoItem>
      <DemoItem label='size="icon"'>
        <Button size="icon" variant="secondary" aria-label="Next">
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </DemoItem>
    </div>
  );
}
