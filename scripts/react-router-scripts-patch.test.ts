// The patch in patches/react-router+*.patch (decision 011), applied by patch-package on npm install:
// <Scripts deferUntilPaint /> renders no module preloads and a boot that imports the modules after the
// first contentful paint. This fails when the patch is missing, e.g. after an install that skipped it.
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

async function renderScripts(props: { deferUntilPaint?: boolean }): Promise<string> {
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

describe("React Router's <Scripts deferUntilPaint /> (patched)", () => {
  it("renders no module preloads", async () => {
    const html = await renderScripts({ deferUntilPaint: true });
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("deferUntilPaint");
  });

  it("imports nothing statically: each module is a dynamic import started after load and the first contentful paint", async () => {
    const boot = bootScript(await renderScripts({ deferUntilPaint: true }));
    expect(boot).not.toMatch(/^\s*import\s/m);
    expect(boot).toContain('await import("/assets/manifest-test.js");');
    expect(boot).toContain('const route0 = await import("/assets/root-test.js");');
    expect(boot).toContain('import("/assets/entry.client-test.js");');
    expect(boot).toContain('addEventListener("load", start, { once: true })');
    expect(boot).toContain('getEntriesByName("first-contentful-paint")');
    expect(boot).toContain("requestAnimationFrame(run)");
    // One module graph per task: a task between imports.
    expect(boot.match(/setTimeout\(resolve, 0\)/g)).toHaveLength(2);
    // The route module table is still set before the entry runs.
    expect(boot.indexOf("window.__reactRouterRouteModules")).toBeLessThan(
      boot.indexOf('import("/assets/entry.client-test.js")'),
    );
  });

  it("the boot is valid JavaScript (an async module body)", async () => {
    const boot = bootScript(await renderScripts({ deferUntilPaint: true }));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot.replaceAll(/\bimport\(/g, "__import("))).not.toThrow();
  });

  it("without the prop, renders as published: module preloads and static imports", async () => {
    const html = await renderScripts({});
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-test.js"');
    expect(bootScript(html)).toContain('import * as route0 from "/assets/root-test.js";');
  });
});
