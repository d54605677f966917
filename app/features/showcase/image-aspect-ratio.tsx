import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// Tallest first: the first picture is the page's largest paint on a phone and on a desktop.
const ratios = ["1/1", "4/3", "16/9", "21/9"] as const;

// One column, two from 40rem, four from 64rem.
const gridSizes = demoImageSizes({ sm: 2, lg: 4 });

export function ImageAspectRatio() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg sm:grid-cols-2 lg:grid-cols-4">
      {ratios.map((ratio, index) => (
        <div key={ratio} className="flex flex-col gap-sm">
          <Image
            {...pictureOf(studioImage)}
            sizes={gridSizes}
            aspectRatio={ratio}
            // The largest paint loads at once with high priority (priority wins over lazy); the rest
            // wait until they near the screen.
            priority={index === 0}
            loading="lazy"
          />
          <DemoLabel>{`aspectRatio="${ratio}"`}</DemoLabel>
        </div>
      ))}
    </div>
  );
}
