import { lazy, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import { FEED_PATH } from "#model/pages/feed-path.ts";
import type { Route } from "./+types/root";
import { AppStyles, AppStylesheetOnFirstUse } from "./shell/app-styles";
import { usePageScriptsMode } from "./shell/page-scripts";
import { APP_SCRIPTS_ID } from "./shell/shell-ids";
import { ShellHeadScript } from "./shell/shell-head-script";
import { SpeculationRules } from "./shell/speculation-rules";
import { SiteShell } from "./shell/site-shell";
import { TagManagerHead } from "./shell/tag-manager-head";
import { ThemeHead } from "./shell/theme-head";
import { siteConfig } from "./site-config";
import { markHydrationEnd } from "./ui/hydration-phase";
// The display font's file for English copy (tooling/display-font-subsets.ts), preloaded so it
// is asked for as the page starts, not once the headings are styled: a face that misses the
// first paint is not swapped in (font-display: optional).
import bricolageLatin from "./styles/fonts/bricolage-grotesque-latin-basic-700.woff2?url";
// The site's icon comes with each page as a data URL, not as a request of its own: the browser
// asks for a linked icon (and a manifest) once the page has loaded, which on a fast connection is
// before its first paint (docs/decisions/035). /favicon.ico answers those who ask for a file.
import siteIcon from "./shell/site-icon.svg?inline";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: bricolageLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: siteIcon, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: FEED_PATH,
    title: `${siteConfig.owner.name} — talks and guides`,
  },
];

// Every route sets its own title; this one is there for a route that would not (HTML requires a <title>).
export const meta: Route.MetaFunction = () => [{ title: `Inspirations — ${siteConfig.owner.name}` }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Whether the page runs no app JavaScript or starts it on first use (app/shell/page-scripts.ts), for the shell's head script and tests.
  const scripts = usePageScriptsMode();
  return (
    // The head script sets data-theme before React hydrates (app/shell/theme-script.ts).
    <html lang="en" suppressHydrationWarning data-scripts={scripts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Pre-rendered only: the browser bundle carries none of it (theme-head.tsx). */}
        {import.meta.env.SSR && <ThemeHead />}
        {import.meta.env.SSR && <ShellHeadScript appOnFirstUse={scripts === "on-first-use"} />}
        {import.meta.env.SSR && <SpeculationRules />}
        {import.meta.env.SSR && <TagManagerHead containerId={siteConfig.tagManagerId} />}
        <AppStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Inert until the shell's head script starts them: with scripting on, a noscript's markup is
            text, and React hoists no link out of it (a <template> would lose the module preloads to
            <head>). React leaves a noscript's content alone when it hydrates. */}
        {scripts === "on-first-use" && (
          <noscript id={APP_SCRIPTS_ID}>
            <AppStylesheetOnFirstUse />
            {import.meta.env.SSR && <Scripts />}
          </noscript>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    markHydrationEnd();
    // Marks when the page is interactive: images may hide while loading from now on (Image), and tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// The error page loads only when a page fails, so no page carries it at start. If it cannot load
// (the same network trouble may have caused the error), a bare page still offers the way home.
const ErrorPage = lazy(() =>
  import("./shell/error-page").catch(() => ({
    // A bare <a>, not SafeLink: this stands in when the app's own code could not load.
    default: () => <a href="/">Take me home</a>,
  })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof console !== "undefined") console.error(error);
  return (
    <Suspense>
      <ErrorPage error={error} />
    </Suspense>
  );
}
