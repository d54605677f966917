import { KEPT_MARKUP } from "./kept-markup";
import type { ReactNode } from "react";
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

/** Lucide's sun, moon and monitor: the icon of each choice. */
const THEME_ICONS: Record<ThemeChoice, ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </>
  ),
  dark: <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
  system: (
    <>
      <rect width="20" height="14" x="2" y="3" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
};

/**
 * The select inside a toggle, as pre-rendered, after the icons CSS chooses among; the head script
 * finds it by data-theme-choice (THEME_CONTROL_ATTRIBUTE). The icons are inline SVG, not images in
 * the CSS: an SVG image costs the first frame a document of its own (about 2.5 ms of style, traced).
 */
export function ThemeSelect() {
  return (
    <>
      {THEME_CHOICES.map((choice) => (
        <svg
          key={choice}
          data-theme-icon={choice}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {THEME_ICONS[choice]}
        </svg>
      ))}
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
