import { Info } from "lucide-react";

/** SPEC §2: shown when any link URL contains 'amazon' or 'affiliate' (model/content/link-groups needsAffiliateNotice). */
export function AffiliateNotice() {
  return (
    <aside
      data-slot="affiliate-notice"
      aria-label="Affiliate notice"
      className="flex items-start gap-sm rounded-card border-2 border-ink bg-highlight/40 p-md text-body3 dark:bg-highlight/15"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Some links on this page are affiliate links: if you buy through them, I may earn a small commission at no extra
        cost to you. It never decides what I recommend.
      </p>
    </aside>
  );
}
