import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// Radix measures popovers and tooltips with ResizeObserver, which jsdom lacks: one that never reports.
// A test that needs sizes stubs its own (vi.stubGlobal), and vi.unstubAllGlobals brings this one back.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
