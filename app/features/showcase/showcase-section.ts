import type { ComponentType } from "react";

/**
 * One documented example on a showcase page. The demo lives in
 * `app/features/showcase/<id>.tsx`, and `id` always starts with the name of the
 * `app/<layer>/<ui>.tsx` file it documents (index.test.ts checks both), so the page
 * renders the real component and the documentation cannot drift.
 */
export type ShowcaseSection = {
  /** `<ui-name>-<variant>`: the demo's file name, also the section's anchor. */
  id: string;
  /** Name of the documented file, without `.tsx`. */
  ui: string;
  /** The folder of app/ the file lives in: ui (primitives, the default) or blocks (domain pieces). */
  layer?: "blocks";
  title: string;
  description: string;
  /** Optional group name; the images page's jump-to menu nests sections under it. */
  group?: string;
  demo: ComponentType;
};
