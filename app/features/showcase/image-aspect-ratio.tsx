import { Image } from "../../ui/image";
import { DemoLabel } from "./demo-label";
import { studioImage } from "./showcase-images";

const ratios = ["21/9", "16/9", "4/3", "1/1"] as const;

export function ImageAspectRatio() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg sm:grid-cols-2 lg:grid-cols-4">
      {ratios.map((ratio) => (
        <div key={ratio} className="flex flex-col gap-sm">
          <Image src={studioImage.src} sources={studioImage.sources} alt={studioImage.alt} aspectRatio={ratio} loading="lazy" />
          <DemoLabel>{`aspectRatio="${ratio}"`}</DemoLabel>
        </div>
      ))}
    </div>
  );
}
