import { NOT_FOUND_PATH } from "../../model/main-pages";
import { NotFoundScreen } from "~/features/not-found/not-found-screen";
import { metaForPath } from "~/shell/page-meta";

export const meta = () => metaForPath(NOT_FOUND_PATH);

export default function NotFound() {
  return <NotFoundScreen />;
}
