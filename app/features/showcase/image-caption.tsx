import { Image } from "~/ui/image";
import { pictureOf, shelfImage, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// One column, two from 48rem.
const pictureSizes = demoImageSizes({ md: 2 });

export function ImageCaption() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <Image
        {...pictureOf(studioImage)}
        sizes={pictureSizes}
        aspectRatio="4/3"
        caption="Mochi's favourite spot: wherever the laptop is."
        loading="lazy"
      />
      <Image
        {...pictureOf(shelfImage)}
        sizes={pictureSizes}
        aspectRatio="4/3"
        objectPosition="bottom"
        caption="Keep captions under 60 characters."
        loading="lazy"
      />
    </div>
  );
}
