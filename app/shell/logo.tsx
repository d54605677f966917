import { siteConfig } from "~/site-config";
import { SafeLink } from "~/ui/safe-link";
import siteIconSvg from "./site-icon.svg?raw";

/** The site's mark and name; always goes home (SPEC §2). */
export function Logo() {
  return (
    <SafeLink
      href="/"
      className="inline-flex min-h-11 items-center gap-sm rounded-md font-display text-[1.125rem] font-bold tracking-tight text-ink"
      aria-label={`${siteConfig.owner.name}, home`}
    >
      {/* The site icon's own drawing (also the page's icon and /favicon.ico), written as it is in the file. */}
      <span
        aria-hidden="true"
        className="size-9 shrink-0 *:size-full"
        dangerouslySetInnerHTML={{ __html: siteIconSvg }}
      />
      <span>{siteConfig.owner.name}</span>
    </SafeLink>
  );
}
