// The Worker of the edge build (npm run build bundles it into build/edge/worker.js).
// edge:build-data is the file table, CSV files and security settings of that build.
// edge:server-build is React Router's server build of it, to render pages on request.
import buildData from "edge:build-data";
import serverBuild from "edge:server-build";
import { createEdgeHandler } from "./edge-app.ts";

export default createEdgeHandler(serverBuild ? { ...buildData, serverBuild } : buildData);
