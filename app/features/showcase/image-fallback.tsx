import { Image } from "../../ui/image";
import { DemoLabel } from "./demo-label";

export function ImageFallback() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <div className="flex flex-col gap-sm" data-testid="fallback-default">
        <Image src="/showcase/this-file-does-not-exist.jpg" alt="A picture that failed to load" aspectRatio="16/10" />
        <DemoLabel>missing file → fallbackSrc (default /placeholder.svg)</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm" data-testid="fallback-custom">
        <Image
          src="/showcase/also-missing.jpg"
          alt="Mochi looking lost"
          aspectRatio="16/10"
          objectPosition="center"
          fallbackSrc="/illustrations/mascot-lost.svg"
        />
        <DemoLabel>{'fallbackSrc="/illustrations/mascot-lost.svg"'}</DemoLabel>
      </div>
    </div>
  );
}
