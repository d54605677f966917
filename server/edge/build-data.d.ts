// Resolved by scripts/build-edge.ts to the JSON file it writes for the build being bundled.
declare module "edge:build-data" {
  import type { EdgeBuildData } from "./edge-app.ts";

  const data: EdgeBuildData;
  export default data;
}
