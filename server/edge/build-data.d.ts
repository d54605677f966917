// Resolved by scripts/build-edge.ts to the JSON file it writes for the build being bundled.
declare module "edge:build-data" {
  import type { EdgeBuildData } from "./edge-app.ts";

  const data: EdgeBuildData;
  export default data;
}

// Resolved by scripts/build-edge.ts to React Router's server build published with the site.
declare module "edge:server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild | undefined;
  export default build;
}
