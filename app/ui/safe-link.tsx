import type { ComponentProps } from "react";
import { Link } from "react-router";
import { linkTarget, NEW_TAB } from "#model/security/safe-links.ts";

/** What a screen reader hears after the words of a link that opens a new tab. */
export const NEW_TAB_HINT = " (opens in a new tab)";

export type SafeLinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  href: string;
  /** Open a new tab even for a page of this site (a page elsewhere always opens in one). */
  newTab?: boolean;
  /** Load the page whole instead of navigating in the app (a site path only). */
  reloadDocument?: boolean;
  "data-slot"?: string;
};

/**
 * The site's one link part. Where it goes is the site's one link rule (model/security/safe-links.ts,
 * docs/decisions/026): a site path navigates in the app, a page elsewhere (however its address is
 * written: `//host`, `/\host`) opens in a new tab with rel="noopener noreferrer" (SPEC §5, §7) and
 * says so to screen readers, an in-page or mailto address stays in the tab, and an address the rule
 * refuses keeps its words and its look without being a link. The address rendered is the one the
 * rule gives, never the text as written.
 */
export function SafeLink({ href, newTab = false, reloadDocument, children, ...props }: SafeLinkProps) {
  const target = linkTarget(href);
  if (!target) {
    return (
      <span data-slot={props["data-slot"]} className={props.className}>
        {children}
      </span>
    );
  }
  if (target.kind === "web" || newTab) {
    return (
      <a {...props} href={target.href} {...NEW_TAB}>
        {children}
        <span className="sr-only">{NEW_TAB_HINT}</span>
      </a>
    );
  }
  if (target.kind === "site") {
    return (
      <Link {...props} to={target.href} reloadDocument={reloadDocument}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={target.href}>
      {children}
    </a>
  );
}
