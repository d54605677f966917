import { IMAGE_WIDTH_PRESETS_PX, type ImageWidthPreset } from "#model/ui/image-options.ts";
import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

const presets: readonly ImageWidthPreset[] = ["xs", "md", "2xl", "full"];
const sizesOf = Object.fromEntries(presets.map((preset) => [preset, demoImageSizes({}, preset)]));

export function ImageWidthPresets() {
  return (
    <div className="flex flex-col gap-lg">
      {presets.map((preset) => (
        <div key={preset} className="flex flex-col gap-sm">
          <DemoLabel>
            {`widthPreset="${preset}"`} ·{" "}
            {preset === "full" ? "the container's width" : `at most ${IMAGE_WIDTH_PRESETS_PX[preset]} px`}
          </DemoLabel>
          <Image
            {...pictureOf(studioImage)}
            aspectRatio="21/9"
            widthPreset={preset}
            sizes={sizesOf[preset]}
            loading="lazy"
          />
        </div>
      ))}
    </div>
  );
}
