import { siteConfig } from "~/site-config";
import { SafeLink } from "~/ui/safe-link";
import { menuEntries, privacyEntry } from "./nav-entries";

/**
 * The page footer. It repeats the menu as plain links so every page stays
 * reachable with JavaScript off and for crawlers. Styled in app.css by its data-slot, as it is
 * in every page's first render (the home page's JavaScript budget).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer data-slot="site-footer">
      <div>
        <div>
          <p>{siteConfig.owner.name}</p>
          <p>{siteConfig.owner.role}</p>
          <p>
            © <span suppressHydrationWarning>{year}</span> {siteConfig.owner.name}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul>
            {[...menuEntries, privacyEntry].map((entry) => (
              <li key={entry.href}>
                <SafeLink href={entry.href}>{entry.label}</SafeLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
