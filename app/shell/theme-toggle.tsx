import { KEPT_MARKUP } from "./kept-markup";
import { type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { THEME_CHOICES, type ThemeChoice } from "./theme-script";

/**
 * Light / Dark / System as one native select, invisible over the icon of its chosen option
 * (CSS shows the icon from the select's own state, so it is right before any script); a tap or
 * click opens the system's own list, and the keyboard works as on any select.
 *
 * It needs no React: the head script (theme-script.ts) listens for its change from the first
 * paint on, applies and stores the choice, sets every toggle on the page to it as the page is
 * parsed and keeps them alike. So the select is only pre-rendered: in the browser React adopts
 * the outer element and leaves its contents alone (as for markdown, docs/decisions/014), and the
 * page's JavaScript carries none of it (the home page's budget). A shell first drawn in the
 * browser (a page that was not pre-rendered) shows no toggle; the stored theme still applies.
 * Styled and placed in app.css by its data-slot (and the menu's id), for the same reason.
 */
export function ThemeToggle() {
  return <span data-slot="theme-toggle" {...(import.meta.env.SSR ? { children: <ThemeSelect /> } : KEPT_MARKUP)} />;
}

/** The icon of each choice. */
const THEME_ICONS: Record<ThemeChoice, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/**
 * The select inside a toggle, as pre-rendered, after the icons CSS chooses among; the head script
 * finds it by data-theme-choice (THEME_CONTROL_ATTRIBUTE). The icons are inline SVG, not images in
 * the CSS, which would each cost the first frame a document of their own (docs/decisions/034).
 */
export function ThemeSelect() {
  return (
    <>
      {THEME_CHOICES.map((choice) => {
        const Icon = THEME_ICONS[choice];
        return <Icon key={choice} data-theme-icon={choice} aria-hidden="true" focusable="false" strokeWidth={2.25} />;
      })}
      <select aria-label="Colour theme" title="Colour theme" defaultValue="system" data-theme-choice="">
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice[0]?.toUpperCase() + choice.slice(1)}
          </option>
        ))}
      </select>
    </>
  );
}
