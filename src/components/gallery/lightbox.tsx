import * as React from "react"
import { graphql } from "gatsby"
import { GalleryLightboxButtons } from "./lightbox-buttons"
import { Picture, photoOf } from "../picture"
import { trapTabKey } from "../../lib/trap-tab-key"
import * as styles from "./lightbox.module.css"

type GalleryLightboxProps = {
  images: ReadonlyArray<Queries.GalleryLightboxImageFragment & { readonly key: string }>
  /** The position of the photo on show, or null while closed. */
  index: number | null
  onStep: (delta: -1 | 1) => void
  onClose: () => void
}

/**
 * A full-size view of one photograph in a native modal <dialog>: the page behind is inert, Escape and
 * the close button close it, clicking the dimmed overlay around the photo closes it, and the arrow
 * buttons or keys step through the photos without closing (a lone photograph has neither arrows nor "1 of 1").
 */
export function GalleryLightbox({ images, index, onStep, onClose }: GalleryLightboxProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null)
  const pressedOverlay = React.useRef(false)
  const item = index === null ? undefined : images[index]
  const full = photoOf(item?.full)
  const lone = images.length === 1

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (item && !dialog.open) dialog.showModal()
    if (!item && dialog.open) dialog.close()
  }, [item])

  const close = () => dialogRef.current?.close()

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !lone) {
      event.preventDefault()
      onStep(event.key === "ArrowLeft" ? -1 : 1)
    } else if (event.key === "Tab") {
      trapTabKey(event.nativeEvent, event.currentTarget)
    }
  }

  // Only a click that both starts and ends on the overlay closes, so dragging off the photo does not.
  const onPointerDown = (event: React.PointerEvent<HTMLDialogElement>) => {
    pressedOverlay.current = event.target === event.currentTarget
  }
  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOverlay.current) close()
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Photo viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {item && index !== null && (
        <>
          <GalleryLightboxButtons onClose={close} onStep={lone ? undefined : onStep} />
          <figure
            className={styles.figure}
            data-image-key={item.key}
            style={full ? ({ "--ratio": full.width / full.height } as React.CSSProperties) : undefined}
          >
            {full && <Picture key={item.key} image={full} alt={item.alt} loading="eager" className={styles.image} />}
            <figcaption className={styles.caption} aria-live="polite">
              {item.alt}
              {!lone && (
                <>
                  {" "}
                  <span className={styles.count}>
                    ({index + 1} of {images.length})
                  </span>
                </>
              )}
            </figcaption>
          </figure>
        </>
      )}
    </dialog>
  )
}

export const query = graphql`
  fragment GalleryLightboxImage on GalleryImage {
    id
    alt
    full: image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 1600, quality: 70, placeholder: NONE, breakpoints: [800, 1600], formats: [AUTO, WEBP])
      }
    }
  }
`
