import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// findBy*/waitFor also wait for parts loaded on first use (the lightbox, the popover panel, the markdown
// pipeline): the first import of one goes through Vite's transform, slower than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Radix measures popovers and tooltips with ResizeObserver, which jsdom lacks: one that never reports.
// A test that needs sizes stubs its own (vi.stubGlobal), and vi.unstubAllGlobals brings this one back.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
