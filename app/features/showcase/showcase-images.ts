import { responsiveImage } from "#model/ui/responsive-image.ts";

/**
 * Illustrations made for the showcase: originals in images/showcase, served as
 * AVIF/WebP/JPEG variants (model/ui/responsive-image.ts), with their blurhash.
 */
export const studioImage = {
  ...responsiveImage({ name: "showcase/studio", width: 1920, height: 1280 }),
  blurhash: "L]Lz,BS3oft7~WR+WqofIUfQWBWB",
  alt: "Mochi the cat asleep on a desk beside a laptop, a mug of coffee and a potted plant, under paper bunting",
} as const;

export const shelfImage = {
  ...responsiveImage({ name: "showcase/shelf", width: 1200, height: 1600 }),
  blurhash: "LGP?dZxZ_Mxu_LWBRRof=zj]X5oc",
  alt: "Mochi the cat sitting on a round rug below two bookshelves and a hanging lamp",
} as const;

/**
 * What most demos pass to <Image>: the picture and its text, without the blurhash
 * (given, it would change what Image draws while loading) or the size (each demo sets its box).
 */
export function pictureOf(image: typeof studioImage | typeof shelfImage) {
  return { src: image.src, sources: image.sources, alt: image.alt };
}
