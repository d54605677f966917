import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, shelfImage, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// One column, two from 48rem.
const pictureSizes = demoImageSizes({ md: 2 });

export function ImageLightboxOpen() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <div className="flex flex-col gap-sm">
        <Image
          {...pictureOf(studioImage)}
          sizes={pictureSizes}
          srcSet={studioImage.srcSet}
          aspectRatio="4/3"
          caption="Click, or Tab to it and press Enter."
          interactive="lightbox"
          loading="lazy"
        />
      </div>
      <div className="flex flex-col gap-sm">
        <Image
          {...pictureOf(shelfImage)}
          sizes={pictureSizes}
          aspectRatio="4/3"
          objectPosition="bottom"
          interactive="lightbox"
          loading="lazy"
        />
        <DemoLabel>Escape, the close button or a click on the dark overlay closes it; focus comes back here.</DemoLabel>
      </div>
    </div>
  );
}
