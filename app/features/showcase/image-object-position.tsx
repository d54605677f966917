import { useId, useState } from "react";
import { IMAGE_OBJECT_POSITIONS, type ImageObjectPosition } from "#model/ui/image-options.ts";
import { cn } from "~/ui/cn";
import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { pictureOf, shelfImage, studioImage } from "./showcase-images";
import { demoImageSizes } from "./demo-image-sizes";

// Two columns from md on, two thirds and one third of the row.
const wideSizes = demoImageSizes({ md: { tracks: 2, share: 2 / 3 } });
const narrowSizes = demoImageSizes({ md: { tracks: 2, share: 1 / 3 } });

export function ImageObjectPosition() {
  const [position, setPosition] = useState<ImageObjectPosition>("center");
  const name = useId();
  return (
    <div className="flex flex-col gap-lg">
      <fieldset className="flex flex-col gap-sm">
        <legend className="mb-sm text-caption font-semibold">objectPosition</legend>
        <div className="grid max-w-[24rem] grid-cols-3 gap-xs">
          {IMAGE_OBJECT_POSITIONS.map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-sm border-2 px-xs text-center font-mono text-caption has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus",
                value === position
                  ? "border-ink bg-ink text-on-ink"
                  : "border-border-soft bg-bg-default hover:border-ink",
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={value === position}
                onChange={() => setPosition(value)}
                className="sr-only"
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-sm">
          <Image
            {...pictureOf(shelfImage)}
            sizes={wideSizes}
            aspectRatio="16/9"
            objectPosition={position}
            loading="lazy"
          />
          <DemoLabel>tall picture, wide box: top / bottom move the crop</DemoLabel>
        </div>
        <div className="flex flex-col gap-sm">
          <Image
            {...pictureOf(studioImage)}
            sizes={narrowSizes}
            aspectRatio="3/4"
            objectPosition={position}
            loading="lazy"
          />
          <DemoLabel>wide picture, tall box: left / right move the crop</DemoLabel>
        </div>
      </div>
    </div>
  );
}
