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
