import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

/** Skip link, top bar with the menu and search, the page, and the footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      {/* What the site search indexes: each page's own content, not the shell. Which pages it
          indexes is decided at build time (tooling/search-scope.ts, docs/decisions/016). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none" data-pagefind-body="">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
