import { pageContent, sourceFailed } from "#server/content/page-content.ts";
import { InspirationsLanding } from "~/features/inspirations/inspirations-landing";
import { landingData } from "~/features/inspirations/page-data";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";
import type { Route } from "./+types/inspirations";

/** The guide cards from the content the page is rendered from (the server's live content, the build's at pre-render). */
export async function loader({ context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return landingData(inspirations, sourceFailed(inspirations));
}

// Text, links and platform popovers (the jump menu): the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath("/inspirations");

export default function Inspirations({ loaderData }: Route.ComponentProps) {
  return <InspirationsLanding data={loaderData} />;
}
