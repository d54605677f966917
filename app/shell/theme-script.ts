/**
 * The reader's colour theme: Light, Dark, or System (follow the device).
 *
 * The choice is applied by a small classic script in the document head (themeScript),
 * before the first paint and before the page's own JavaScript has loaded. The same script listens for
 * changes of the theme toggles anywhere in the page (delegated), so the
 * toggle works from the first tap; React only renders the toggles.
 */

export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** localStorage key of an explicit choice; System is stored as no entry. */
export const THEME_STORAGE_KEY = "theme";

/** Browser chrome colours (<meta name="theme-color">): each theme's page background. */
export const THEME_COLOURS = { light: "#fbf7f0", dark: "#16141f" } as const;

/** Marks a theme toggle: a select of the choices. */
export const THEME_CONTROL_ATTRIBUTE = "data-theme-choice";

/**
 * The script that runs in the head of every page; it carries the build's script marker
 * (theme-head.tsx), so its exact text is hashed into the Content-Security-Policy by the
 * build (server/script-hashes.ts) and any change here is allowed automatically. Plain ES2017, no imports; storage that
 * cannot be read or written (private modes, blocked cookies) only warns.
 * A function, so the browser bundle, which never needs the text, leaves it out.
 */
export const themeScript = (): string => `(() => {
const key = ${JSON.stringify(THEME_STORAGE_KEY)};
const colours = ${JSON.stringify(THEME_COLOURS)};
const toggles = "select[${THEME_CONTROL_ATTRIBUTE}]";
const root = document.documentElement;
const read = () => {
  try {
    const value = localStorage.getItem(key);
    return value === "light" || value === "dark" ? value : "system";
  } catch (error) {
    console.warn("Could not read the stored colour theme; following the system.", error);
    return "system";
  }
};
let current = "system";
// An explicit choice gets its own theme-color meta before the page's two (one per system
// preference): the browser takes the first that applies. The page's metas stay as rendered.
let chosenColour = null;
const apply = (choice) => {
  current = choice;
  if (choice === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", choice);
  if (choice === "system") {
    if (chosenColour) chosenColour.remove();
    chosenColour = null;
  } else {
    if (!chosenColour) {
      chosenColour = document.createElement("meta");
      chosenColour.setAttribute("name", "theme-color");
      document.head.insertBefore(chosenColour, document.querySelector('meta[name="theme-color"]'));
    }
    chosenColour.setAttribute("content", colours[choice]);
  }
  for (const toggle of document.querySelectorAll(toggles)) toggle.value = choice;
};
apply(read());
// The toggles are parsed after this script: set them as soon as they exist.
document.addEventListener("DOMContentLoaded", () => apply(current));
document.addEventListener("change", (event) => {
  const toggle = event.target;
  if (!(toggle instanceof HTMLSelectElement) || !toggle.matches(toggles)) return;
  const choice = toggle.value === "light" || toggle.value === "dark" ? toggle.value : "system";
  apply(choice);
  try {
    if (choice === "system") localStorage.removeItem(key);
    else localStorage.setItem(key, choice);
  } catch (error) {
    console.warn("Could not store the colour theme; it applies to this page only.", error);
  }
});
addEventListener("storage", (event) => {
  if (event.key === key || event.key === null) apply(read());
});
})();`;
