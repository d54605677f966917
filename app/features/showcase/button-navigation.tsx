import { ArrowRight, ArrowUpRight } from "lucide-react";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

export function ButtonNavigation() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label='href="/solutions" (same tab)'>
        <Button href="/solutions" iconPosition="end" icon={<ArrowRight aria-hidden="true" className="size-4" />}>
          Explore Solutions
        </Button>
      </DemoItem>
      <DemoItem label="external: new tab, rel=noopener noreferrer">
        <Button
          href={siteConfig.externalUrls.longFormWriting}
          variant="secondary"
          iconPosition="end"
          icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
        >
          Read my articles
        </Button>
      </DemoItem>
      <DemoItem label='href="#button-variants" (in-page)'>
        <Button href="#button-variants" variant="link">
          Back to the variants
        </Button>
      </DemoItem>
    </div>
  );
}
