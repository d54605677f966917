import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";

type ImageLightboxProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  srcSet?: string;
  alt: string;
  caption?: ReactNode;
  /** Where focus goes back to when the lightbox closes (the image's trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The full-screen view of an image (SPEC §4/§9): the picture at most 90vh
 * tall on a dark overlay; a click on the overlay, the close button or Escape
 * closes it, and focus returns to the image. Radix Dialog keeps focus inside.
 */
export function ImageLightbox({ open, onOpenChange, src, srcSet, alt, caption, returnFocusTo }: ImageLightboxProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="image-lightbox-overlay" className="fixed inset-0 z-50 bg-scrim/90" />
        <Dialog.Content
          data-slot="image-lightbox"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.current) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          // The content fills the screen; a click on its empty part is a click on the overlay.
          onClick={(event) => {
            if (event.target === event.currentTarget) onOpenChange(false);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-sm p-md outline-none md:p-xl"
        >
          <Dialog.Title className="sr-only">{alt || "Image"}</Dialog.Title>
          {/* A raw <img>: this is Image's own lightbox, showing the picture Image has already loaded, unframed. */}
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? "95vw" : undefined}
            alt={alt}
            className="h-auto max-h-[90vh] w-auto max-w-full rounded-card border-2 border-on-dark object-contain"
          />
          {caption ? <p className="max-w-3xl text-center text-caption text-on-dark">{caption}</p> : null}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-md right-md inline-flex size-11 items-center justify-center rounded-pill border-2 border-on-dark bg-scrim text-on-dark transition-colors hover:bg-on-dark hover:text-on-light"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
