import { Image } from "~/ui/image";
import { DemoLabel } from "./demo-label";

// Bytes that are not a picture: the browser fails to decode them, as it would a broken or
// missing file, without a 404 in the console (the page's tests treat console errors as bugs).
const BROKEN_IMAGE = "data:image/jpeg;base64,bm90IGEgcGljdHVyZQ==";
// A second address of the same kind (a data: URL allows no #fragment to tell them apart).
const ANOTHER_BROKEN_IMAGE = "data:image/jpeg;base64,c3RpbGwgbm90IGEgcGljdHVyZQ==";

export function ImageFallback() {
  return (
    <div className="grid grid-cols-1 items-start gap-lg md:grid-cols-2">
      <div className="flex flex-col gap-sm" data-testid="fallback-default">
        <Image src={BROKEN_IMAGE} alt="A picture that failed to load" aspectRatio="16/10" />
        <DemoLabel>broken file → fallbackSrc (default /placeholder.svg)</DemoLabel>
      </div>
      <div className="flex flex-col gap-sm" data-testid="fallback-custom">
        <Image
          src={ANOTHER_BROKEN_IMAGE}
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
