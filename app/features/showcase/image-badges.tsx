import { type ImageBadge, Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// One column, two from 48rem.
const pictureSizes = demoImageSizes({ md: 2 });

const corners: readonly ImageBadge[] = [
  { content: "Ready to Use", variant: "highlight", position: "top-left" },
  { content: "New", variant: "magenta", position: "top-right" },
  { content: "Proven & Tested", variant: "cyan", position: "bottom-left" },
  { content: "Made with love by me", variant: "default", position: "bottom-right" },
];

export function ImageBadges() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <div className="flex flex-col gap-sm">
        <Image {...pictureOf(studioImage)} sizes={pictureSizes} aspectRatio="4/3" badges={corners} loading="lazy" />
        <DemoLabel>no caption: badges in all four corners (one or two is plenty)</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm">
        <Image
          {...pictureOf(studioImage)}
          sizes={pictureSizes}
          aspectRatio="4/3"
          caption="With a caption, the bottom badges step aside."
          badges={corners}
          loading="lazy"
        />
        <DemoLabel>caption: bottom-left and bottom-right are skipped, with a console warning</DemoLabel>
      </div>
    </div>
  );
}
