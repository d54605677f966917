import { useContext } from "react";
import { ScriptMarker } from "./script-marker";

/**
 * The shell's script in the head of every page (shell-script.ts), with the build's marker so its
 * text is allowed by hash (docs/decisions/027). Rendered on the server only, as the theme's. Only a
 * page that starts the app on first use gets the script's longer text, with the code that does it.
 *
 * Its text is made once, when the site is built (vite.config.ts), not by the code that renders
 * the page: the script carries functions' own text, which each bundler prints its own way, so the
 * Node server and the Worker send the same bytes under the same hash only if the text is fixed first.
 */
export function ShellHeadScript({ appOnFirstUse }: { appOnFirstUse: boolean }) {
  const marker = useContext(ScriptMarker);
  const text = appOnFirstUse ? __SHELL_SCRIPT_APP_ON_FIRST_USE__ : __SHELL_SCRIPT__;
  return <script nonce={marker} dangerouslySetInnerHTML={{ __html: text }} />;
}
