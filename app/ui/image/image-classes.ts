import type { ImageBadgePosition, ImageObjectPosition, ImageWidthPreset } from "#model/ui/image-options.ts";

/** The classes of Image's options (SPEC §3 "Image component"). */
export const objectPositionClass: Record<ImageObjectPosition, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
  "top-left": "object-[left_top]",
  "top-right": "object-[right_top]",
  "bottom-left": "object-[left_bottom]",
  "bottom-right": "object-[right_bottom]",
};

export const widthPresetClass: Record<ImageWidthPreset, string> = {
  xs: "max-w-[20rem]",
  md: "max-w-[28rem]",
  "2xl": "max-w-[42rem]",
  full: "",
};

export const badgePositionClass: Record<ImageBadgePosition, string> = {
  "top-left": "top-sm left-sm",
  "top-right": "top-sm right-sm",
  "bottom-left": "bottom-sm left-sm",
  "bottom-right": "bottom-sm right-sm",
};
