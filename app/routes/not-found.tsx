import { NOT_FOUND_PATH } from "#model/pages/main-pages.ts";
import { NotFoundScreen } from "~/features/not-found/not-found-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";

// Text and links only: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath(NOT_FOUND_PATH);

export default function NotFound() {
  return <NotFoundScreen />;
}
