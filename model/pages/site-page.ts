/** What a static page tells search engines and link previews. */
export type Robots = "index" | "noindex" | "noindex,nofollow";

export type SitePage = {
  path: string;
  title: string;
  description: string;
  robots: Robots;
};

/** The page of `path` in `pages`; throws when it is not registered (a typo in a route module). */
export function requirePage(pages: readonly SitePage[], path: string): SitePage {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No site page is registered for ${path}`);
  return page;
}
