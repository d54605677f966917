import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./model/site-pages";

export default {
  appDirectory: "app",
  // Every page is pre-rendered to static HTML at build time; there is no
  // server-side rendering at request time (SPEC: fast, readable without JS).
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
