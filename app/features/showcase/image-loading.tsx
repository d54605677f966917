import { Image } from "../../ui/image";
import { DemoLabel } from "./demo-label";
import { studioImage } from "./showcase-images";

// Three columns from 768 px, else one inside the demo's padding.
const columnSizes = "(min-width: 768px) 33vw, calc(100vw - 4rem)";

export function ImageLoading() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-3">
      <div className="flex flex-col gap-sm">
        <Image
          src={studioImage.src}
          sources={studioImage.sources}
          alt={studioImage.alt}
          sizes={columnSizes}
          aspectRatio="16/9"
          loading="lazy"
        />
        <DemoLabel>loading="lazy": fetched when it nears the screen</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm">
        <Image
          src={studioImage.src}
          sources={studioImage.sources}
          alt={studioImage.alt}
          sizes={columnSizes}
          aspectRatio="16/9"
          loading="eager"
        />
        <DemoLabel>loading="eager": fetched with the page</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm">
        <Image
          src={studioImage.src}
          sources={studioImage.sources}
          alt={studioImage.alt}
          sizes={columnSizes}
          aspectRatio="16/9"
          priority
        />
        <DemoLabel>priority: eager, high fetch priority, no fade (for the main image)</DemoLabel>
      </div>
    </div>
  );
}
