// The site's small pictures by site path, made by server/small-images-plugin.ts.
declare module "virtual:small-images" {
  import type { SmallImages } from "#model/ui/small-images.ts";

  const images: SmallImages;
  export default images;
}
