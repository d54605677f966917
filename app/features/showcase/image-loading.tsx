import type { ComponentProps } from "react";
import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// One column, three from 48rem.
const columnSizes = demoImageSizes({ md: 3 });

const variants: { label: string; loading: Pick<ComponentProps<typeof Image>, "loading" | "priority"> }[] = [
  { label: 'loading="lazy": fetched when it nears the screen', loading: { loading: "lazy" } },
  { label: 'loading="eager": fetched with the page', loading: { loading: "eager" } },
  { label: "priority: eager, high fetch priority, no fade (for the main image)", loading: { priority: true } },
];

export function ImageLoading() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant.label} className="flex flex-col gap-sm">
          <Image {...pictureOf(studioImage)} sizes={columnSizes} aspectRatio="16/9" {...variant.loading} />
          <DemoLabel>{variant.label}</DemoLabel>
        </div>
      ))}
    </div>
  );
}
