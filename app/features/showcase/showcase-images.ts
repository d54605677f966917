/** Illustrations made for the showcase (public/showcase), with their blurhash and sizes. */
export const studioImage = {
  src: "/showcase/studio-1024.jpg",
  srcSet: "/showcase/studio-640.jpg 640w, /showcase/studio-1024.jpg 1024w, /showcase/studio-1920.jpg 1920w",
  width: 1920,
  height: 1280,
  blurhash: "L]Lz,BS3oft7~WR+WqofIUfQWBWB",
  alt: "Mochi the cat asleep on a desk beside a laptop, a mug of coffee and a potted plant, under paper bunting",
} as const;

export const shelfImage = {
  src: "/showcase/shelf-1200.jpg",
  srcSet: "/showcase/shelf-600.jpg 600w, /showcase/shelf-1200.jpg 1200w",
  width: 1200,
  height: 1600,
  blurhash: "LGP?dZxZ_Mxu_LWBRRof=zj]X5oc",
  alt: "Mochi the cat sitting on a round rug below two bookshelves and a hanging lamp",
} as const;
