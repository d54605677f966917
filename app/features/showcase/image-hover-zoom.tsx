import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, shelfImage, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// One column, two from 48rem.
const pictureSizes = demoImageSizes({ md: 2 });

export function ImageHoverZoom() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <div className="flex flex-col gap-sm">
        <Image
          {...pictureOf(studioImage)}
          sizes={pictureSizes}
          aspectRatio="4/3"
          interactive="hover-zoom"
          loading="lazy"
        />
        <DemoLabel>interactive="hover-zoom" (off when you prefer reduced motion)</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm">
        <Image {...pictureOf(shelfImage)} sizes={pictureSizes} aspectRatio="4/3" interactive="none" loading="lazy" />
        <DemoLabel>interactive="none" (default)</DemoLabel>
      </div>
    </div>
  );
}
