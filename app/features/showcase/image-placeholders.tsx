import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "~/ui/button";
import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";
import { shelfImage } from "./showcase-images";

export function ImagePlaceholders() {
  const [round, setRound] = useState(0);
  // A fresh query string makes the browser fetch again, so the placeholder and fade show once more.
  const src = round === 0 ? shelfImage.src : `${shelfImage.src}?replay=${round}`;
  return (
    <div className="flex flex-col gap-md">
      <div className="grid grid-cols-1 items-start gap-lg sm:grid-cols-2">
        <div className="flex flex-col gap-sm">
          <Image
            key={`b-${round}`}
            src={src}
            alt={shelfImage.alt}
            aspectRatio="3/4"
            blurhash={shelfImage.blurhash}
            widthPreset="xs"
            loading="lazy"
          />
          <DemoLabel>{`blurhash="${shelfImage.blurhash.slice(0, 10)}…"`}</DemoLabel>
        </div>
        <div className="flex flex-col gap-sm">
          <Image key={`p-${round}`} src={src} alt={shelfImage.alt} aspectRatio="3/4" widthPreset="xs" loading="lazy" />
          <DemoLabel>no blurhash: a pulsing placeholder</DemoLabel>
        </div>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          onClick={() => setRound((n) => n + 1)}
        >
          Load again
        </Button>
      </div>
    </div>
  );
}
