import { siteConfig } from "~/site-config";
import { SafeLink } from "~/ui/safe-link";
import { DemoItem } from "./demo-label";

const linkClass = "font-semibold text-link underline decoration-2 underline-offset-4";

/** Where each kind of address goes, by the site's one link rule: the same addresses a content editor might type. */
export function SafeLinkRule() {
  return (
    <div className="flex flex-wrap items-start gap-lg">
      <DemoItem label='"/solutions": in the app, same tab'>
        <SafeLink href="/solutions" className={linkClass}>
          Solutions
        </SafeLink>
      </DemoItem>
      <DemoItem label='"#safe-link-rule": this page'>
        <SafeLink href="#safe-link-rule" className={linkClass}>
          Back to the top of this demo
        </SafeLink>
      </DemoItem>
      <DemoItem label='"mailto:": the mail app, same tab'>
        <SafeLink href={`mailto:${siteConfig.emails.general}`} className={linkClass}>
          Write to me
        </SafeLink>
      </DemoItem>
      <DemoItem label='"https://…": new tab, no opener'>
        <SafeLink href={siteConfig.externalUrls.longFormWriting} className={linkClass}>
          My articles
        </SafeLink>
      </DemoItem>
      <DemoItem label='"/\example.com" reads as another host: new tab'>
        <SafeLink href="/\example.com" className={linkClass}>
          Looks like a site path
        </SafeLink>
      </DemoItem>
      <DemoItem label='"javascript:": no link, words kept'>
        <SafeLink href="javascript:alert(1)" className={linkClass}>
          Never runs
        </SafeLink>
      </DemoItem>
    </div>
  );
}
