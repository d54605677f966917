import { siteConfig } from "~/site-config";
import { SafeLink } from "~/ui/safe-link";

/** The site's mark and name; always goes home (SPEC §2). */
export function Logo() {
  return (
    <SafeLink
      href="/"
      className="inline-flex min-h-11 items-center gap-sm rounded-md font-display text-[1.125rem] font-bold tracking-tight text-ink"
      aria-label={`${siteConfig.owner.name}, home`}
    >
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0" focusable="false">
        <rect x="2" y="2" width="36" height="36" rx="10" fill="#a3195b" />
        <path
          d="M26.5 13.5c-1.6-1.5-3.8-2.3-6.3-2.3-4 0-6.7 2.1-6.7 5.1 0 6.4 12.7 3.6 12.7 9 0 2.6-2.6 4.5-6.3 4.5-2.8 0-5.2-1-6.9-2.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="30.5" cy="30" r="3" fill="#ffd166" />
      </svg>
      <span>{siteConfig.owner.name}</span>
    </SafeLink>
  );
}
