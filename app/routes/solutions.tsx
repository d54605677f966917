import { pageContent } from "../../server/content/page-content";
import { SolutionsScreen } from "~/features/solutions/solutions-screen";
import { metaForPath } from "~/shell/page-meta";
import type { Route } from "./+types/solutions";

/**
 * Pre-render time only: the store's items, embedded as the query layer's first
 * data. An empty list embeds nothing, so the browser asks the API and shows the
 * six skeleton cards meanwhile.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { solutions } = await pageContent(context);
  return { items: solutions.items.length > 0 ? solutions.items : undefined };
}

export const meta = () => metaForPath("/solutions");

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsScreen snapshot={loaderData?.items} />;
}
