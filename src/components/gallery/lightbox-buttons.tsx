import * as React from "react"
import * as styles from "./lightbox.module.css"

type GalleryLightboxButtonsProps = {
  onClose: () => void
  /** Left out with a lone photograph, where there is nothing to step to. */
  onStep?: (delta: -1 | 1) => void
}

const Arrow = ({ d }: { d: string }) => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/**
 * The lightbox controls; the close button comes first, so opening the dialog focuses it. Previous and Next only with a
 * photograph to step to: with one, they would be buttons that do nothing.
 */
export function GalleryLightboxButtons({ onClose, onStep }: GalleryLightboxButtonsProps) {
  return (
    <>
      <button type="button" className={`${styles.button} ${styles.close}`} onClick={onClose}>
        <Arrow d="M6 6 L18 18 M18 6 L6 18" />
        <span className="visually-hidden">Close</span>
      </button>
      {onStep && (
        <>
          <button type="button" className={`${styles.button} ${styles.previous}`} onClick={() => onStep(-1)}>
            <Arrow d="M15 5 L8 12 L15 19" />
            <span className="visually-hidden">Previous photo</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.next}`} onClick={() => onStep(1)}>
            <Arrow d="M9 5 L16 12 L9 19" />
            <span className="visually-hidden">Next photo</span>
          </button>
        </>
      )}
    </>
  )
}
