import type { ComponentType } from "react";
import { createRendererLoader } from "../renderer-loader";
import { FloatingPopoverDialog } from "./floating-popover-dialog";
import type { FloatingPopoverPanelProps } from "./floating-popover-props";

/**
 * The Radix popover (with its positioning, focus and dismiss layers, about
 * 30 KB gzipped) is loaded the first time a visitor points at, focuses or
 * opens a popover trigger: no page needs it for its first paint.
 */
export const floatingPopoverPanel = createRendererLoader<ComponentType<FloatingPopoverPanelProps>>(
  () => import("./floating-popover-panel").then((module) => module.FloatingPopoverPanel),
  FloatingPopoverDialog,
);
