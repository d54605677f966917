// The patch in patches/react-router+*.patch (decision 011), applied by patch-package on npm install:
// <Scripts deferBoot startBoot={script} /> renders no module preloads, and a boot whose imports wait in
// `boot(load)` until the start script calls it. This fails when the patch is missing, e.g. after an
// install that skipped it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";

const manifest = {
  version: "test",
  url: "/assets/manifest-test.js",
  entry: { module: "/assets/entry.client-test.js", imports: ["/assets/chunk-react-test.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root-test.js",
      imports: ["/assets/chunk-shell-test.js"],
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    },
  },
};

async function renderScripts(props: { deferBoot?: boolean; startBoot?: string }): Promise<string> {
  const routes = [{ id: "root", path: "/", Component: () => createElement(Scripts, props) }];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(routes, context);
  return renderToString(
    createElement(
      FrameworkContext.Provider,
      {
        value: {
          manifest,
          routeModules: {},
          serverHandoffString: "{}",
          future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
          ssr: false,
          isSpaMode: false,
          routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
        },
      },
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
}

/** The inline module script (the boot), unescaped. */
function bootScript(html: string): string {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (body === undefined) throw new Error("no boot script");
  return body.replaceAll("&quot;", '"').replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&amp;", "&");
}

const START = "startWhenReady(boot);";

describe("React Router's <Scripts deferBoot startBoot /> (patched)", () => {
  it("renders no module preloads", async () => {
    const html = await renderScripts({ deferBoot: true, startBoot: START });
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("deferBoot");
    expect(html).not.toContain("startBoot=");
  });

  it("imports nothing statically: boot(load) loads the modules, and the start script calls it", async () => {
    const boot = bootScript(await renderScripts({ deferBoot: true, startBoot: START }));
    expect(boot).not.toMatch(/^\s*import\s/m);
    expect(boot.startsWith("const boot = async (load) => {")).toBe(true);
    expect(boot.endsWith(`\n${START}`)).toBe(true);
  });

  it("runs: boot(load) loads the manifest, the routes in order, sets the route module table, then imports the entry", async () => {
    const source = bootScript(await renderScripts({ deferBoot: true, startBoot: START }));
    const loaded: string[] = [];
    const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    let boot: ((load: (url: string) => Promise<unknown>) => Promise<void>) | undefined;
    // The entry's import() stands in for the browser's, recording when it runs.
    const run = new Function("startWhenReady", "__import", "window", source.replaceAll("import(", "__import(")) as (
      startWhenReady: (given: typeof boot) => void,
      importModule: (url: string) => Promise<unknown>,
      window: object,
    ) => void;
    run(
      (given) => (boot = given),
      async (url) => {
        loaded.push(
          `import ${url} with the route modules ${JSON.stringify(Object.keys(window.__reactRouterRouteModules ?? {}))}`,
        );
        return {};
      },
      window,
    );
    expect(boot, "the start script gets boot").toBeDefined();
    expect(loaded, "nothing loads before the start script calls boot").toEqual([]);
    await boot?.(async (url) => {
      loaded.push(`load ${url}`);
      return { url };
    });
    expect(loaded).toEqual([
      "load /assets/manifest-test.js",
      "load /assets/root-test.js",
      'import /assets/entry.client-test.js with the route modules ["root"]',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-test.js" } });
  });

  it("without the prop, renders as published: module preloads and static imports", async () => {
    const html = await renderScripts({});
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-test.js"');
    expect(bootScript(html)).toContain('import * as route0 from "/assets/root-test.js";');
  });
});
