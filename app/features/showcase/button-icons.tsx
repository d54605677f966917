import { ArrowUpRight, Download, Mail, Share2 } from "lucide-react";
import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

export function ButtonIcons() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label="icon before the label">
        <Button icon={<Mail aria-hidden="true" className="size-4" />}>Email me</Button>
      </DemoItem>
      <DemoItem label='iconPosition="end"'>
        <Button variant="secondary" iconPosition="end" icon={<ArrowUpRight aria-hidden="true" className="size-4" />}>
          Open the store
        </Button>
      </DemoItem>
      <DemoItem label="tertiary with icon">
        <Button variant="tertiary" icon={<Download aria-hidden="true" className="size-4" />}>
          Download CV
        </Button>
      </DemoItem>
      <DemoItem label='size="icon" with aria-label'>
        <Button variant="ghost" size="icon" aria-label="Share this page">
          <Share2 aria-hidden="true" className="size-5" />
        </Button>
      </DemoItem>
    </div>
  );
}
