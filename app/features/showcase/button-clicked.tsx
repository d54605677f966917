import { Heart } from "lucide-react";
import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

export function ButtonClicked() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label='clickedLabel="Saved!"'>
        <Button clickedLabel="Saved!" icon={<Heart aria-hidden="true" className="size-4" />}>
          Save to favorites
        </Button>
      </DemoItem>
      <DemoItem label='variant="secondary" clickedLabel="Thanks!"'>
        <Button variant="secondary" clickedLabel="Thanks!">
          Send feedback
        </Button>
      </DemoItem>
    </div>
  );
}
