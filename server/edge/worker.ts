// The Worker of the edge build (npm run build bundles it into build/edge/worker.js).
// edge:build-data is the file table, CSV files and security settings of that build.
import buildData from "edge:build-data";
import { createEdgeHandler } from "./edge-app.ts";

export default createEdgeHandler(buildData);
