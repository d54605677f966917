import { useContext } from "react";
import { ScriptMarker } from "./script-marker";
import { THEME_COLOURS } from "./theme-script";

/**
 * The head's part of the colour theme: browser chrome colours for either system
 * preference (the script puts a meta of its own before them for an explicit choice), and the script
 * that applies the stored choice before the first paint. Goes before the
 * stylesheets, so the script does not wait for them.
 *
 * Rendered in the pre-render only (root.tsx): by the time React hydrates, the script has run, and
 * React leaves head elements it does not render where they are, so the browser bundle carries none
 * of this.
 */
export function ThemeHead() {
  // The build's marker: postbuild allows this script by its hash (docs/decisions/027).
  const marker = useContext(ScriptMarker);
  return (
    <>
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOURS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOURS.dark} />
      <script nonce={marker} dangerouslySetInnerHTML={{ __html: __THEME_SCRIPT__ }} />
    </>
  );
}
