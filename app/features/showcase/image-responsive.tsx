import { useEffect, useRef, useState } from "react";
import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

const pictureSizes = demoImageSizes();

export function ImageResponsive() {
  const wrapper = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState("");
  // Which candidate the browser picked, read once the picture is in.
  const readChoice = () => {
    const image = wrapper.current?.querySelector("img");
    if (image?.complete && image.currentSrc) setChosen(new URL(image.currentSrc).pathname);
  };
  // The picture may have arrived before React listened for its load event.
  useEffect(readChoice, []);
  return (
    <div className="flex flex-col gap-sm" ref={wrapper} onLoadCapture={readChoice}>
      <Image
        {...pictureOf(studioImage)}
        srcSet={studioImage.srcSet}
        sizes={pictureSizes}
        width={studioImage.width}
        height={studioImage.height}
        loading="lazy"
      />
      {/* Fixed lines (the file name alone on the last), so the page below does not move when the choice is known. */}
      <DemoLabel>AVIF, WebP or JPEG at 640w / 1024w / 1920w, with sizes</DemoLabel>
      <DemoLabel>this browser chose:</DemoLabel>
      <DemoLabel>
        <span data-testid="chosen-src">{chosen || "…"}</span>
      </DemoLabel>
    </div>
  );
}
