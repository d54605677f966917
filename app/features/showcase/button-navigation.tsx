import { ArrowRight, ArrowUpRight } from "lucide-react";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { DemoItem } from "./demo-label";

export function ButtonNavigation() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      <DemoItem label='href="/solutions" (same tab)'>
        <Button asChild iconPosition="end" icon={<ArrowRight aria-hidden="true" className="size-4" />}>
          <SafeLink href="/solutions">Explore Solutions</SafeLink>
        </Button>
      </DemoItem>
      <DemoItem label="external: new tab, rel=noopener noreferrer">
        <Button
          asChild
          variant="secondary"
          iconPosition="end"
          icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
        >
          <SafeLink href={siteConfig.externalUrls.longFormWriting}>Read my articles</SafeLink>
        </Button>
      </DemoItem>
      <DemoItem label='href="#button-variants" (in-page)'>
        <Button asChild variant="link">
          <SafeLink href="#button-variants">Back to the variants</SafeLink>
        </Button>
      </DemoItem>
    </div>
  );
}
