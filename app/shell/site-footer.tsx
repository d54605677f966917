import { Link } from "react-router";
import { siteConfig } from "../site-config";
import { menuEntries, privacyEntry } from "./nav-entries";

/**
 * The page footer. It repeats the menu as plain links so every page stays
 * reachable with JavaScript off and for crawlers.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer data-slot="site-footer" className="border-t-2 border-ink bg-bg-subtle">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-lg px-md py-xl md:flex-row md:items-end md:justify-between md:px-xl">
        <div className="flex flex-col gap-xs">
          <p className="font-display text-h4 font-bold">{siteConfig.owner.name}</p>
          <p className="text-caption text-ink-muted">{siteConfig.owner.role}</p>
          <p className="text-caption text-ink-muted">
            © <span suppressHydrationWarning>{year}</span> {siteConfig.owner.name}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-lg gap-y-xs text-caption">
            {[...menuEntries, privacyEntry].map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
