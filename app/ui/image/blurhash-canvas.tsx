import { decode as decodeBlurhash } from "blurhash";
import { useEffect, useRef } from "react";

/** A blurhash drawn blurred while Image's picture loads (32 x 32, stretched over the frame). */
export function BlurhashCanvas({ hash }: { hash: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Drawn in the next frame, not while the page hydrates: a picture that finished loading
    // before then removes this canvas first, and its decoding never runs.
    const frame = requestAnimationFrame(() => {
      const canvas = ref.current;
      const context = canvas?.getContext("2d");
      if (!canvas || !context) return;
      const pixels = decodeBlurhash(hash, 32, 32);
      const imageData = context.createImageData(32, 32);
      imageData.data.set(pixels);
      context.putImageData(imageData, 0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <canvas
      ref={ref}
      width={32}
      height={32}
      aria-hidden="true"
      data-slot="image-blurhash"
      className="absolute inset-0 size-full"
    />
  );
}
