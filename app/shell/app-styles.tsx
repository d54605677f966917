import appStyles from "~/styles/app.css?inline";
import appStylesheet from "~/styles/app.css?url";

/**
 * The site's CSS. A built page carries it in a <style> (decision 023), so its first paint waits for no
 * download; the dev server links it instead, so a change to the CSS shows without a reload. The browser
 * bundle of a build carries neither: the page it hydrates has the CSS already.
 */
export function AppStyles() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appStylesheet} precedence="default" />;
  if (!import.meta.env.SSR) return null;
  return (
    <style href="app-styles" precedence="default">
      {appStyles}
    </style>
  );
}

/**
 * The whole stylesheet as a file, for a page that starts the app on first use (decision 031): its
 * `<style>` has only the rules its markup uses (033), and the app may then render any state and any
 * page. Written among the app's inert scripts, so it loads only when the app starts, before the app runs
 * (shell-script.ts). The dev server links the stylesheet already.
 */
export function AppStylesheetOnFirstUse() {
  if (import.meta.env.DEV || !import.meta.env.SSR) return null;
  return <link rel="stylesheet" href={appStylesheet} />;
}
