import * as React from "react"
import { graphql } from "gatsby"
import { GalleryGrid } from "./grid"
import { GalleryLightbox } from "./lightbox"
import { useImageFailures } from "../../hooks/use-image-failures"
import { wrapIndex } from "../../lib/wrap-index"
import { entryKeys } from "../../lib/entry-keys"

/** A gallery photograph as the grid, the viewer and the reel below show it. */
export type GalleryPhoto = Queries.GalleryPhotosContentFragment
type KeyedPhoto = GalleryPhoto & { readonly key: string }

type GalleryPhotosProps = {
  images: ReadonlyArray<GalleryPhoto>
  /** Layout of the box around the grid (the page's content column). */
  gridClassName?: string
  /** Rendered below the grid with the photos still on show, e.g. the carousel. */
  below?: (images: ReadonlyArray<KeyedPhoto>) => React.ReactNode
}

/**
 * The gallery's thumbnails and full-size viewer. A photo that fails to load is logged and dropped
 * from the grid, the viewer and whatever is rendered below, so no visitor sees a broken image.
 */
export function GalleryPhotos({ images, gridClassName, below }: GalleryPhotosProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const logged = React.useRef(new Set<string>())
  const [failed, setFailed] = React.useState<ReadonlySet<string>>(() => new Set())
  const [openIndex, setOpenIndex] = React.useState<number | null>(null)

  const onFailure = React.useCallback((key: string, url: string) => {
    if (logged.current.has(key)) return
    logged.current.add(key)
    console.error(`Gallery image "${key}" failed to load (${url}); it has been left out.`)
    setFailed((previous) => new Set(previous).add(key))
  }, [])
  useImageFailures(rootRef, onFailure)

  const keys = entryKeys(
    images,
    (item) => item.id,
    (item) => item.alt
  )
  const shown = images.map((item, position) => ({ ...item, key: keys[position] })).filter((item) => !failed.has(item.key))
  const index = openIndex === null || shown.length === 0 ? null : wrapIndex(openIndex, shown.length)

  // Back on the grid, focus the thumbnail of the photo last viewed, so keyboard users keep their place.
  const onClose = () => {
    const last = index === null ? undefined : shown[index]
    setOpenIndex(null)
    if (last) rootRef.current?.querySelector<HTMLElement>(`button[data-image-key="${last.key}"]`)?.focus()
  }

  return (
    <div ref={rootRef}>
      <div className={gridClassName}>
        <GalleryGrid images={shown} onOpen={setOpenIndex} />
      </div>
      <GalleryLightbox
        images={shown}
        index={index}
        onStep={(delta) => setOpenIndex((value) => wrapIndex((value ?? 0) + delta, shown.length))}
        onClose={onClose}
      />
      {below?.(shown)}
    </div>
  )
}

export const query = graphql`
  fragment GalleryPhotosContent on GalleryImage {
    ...GalleryGridImage
    ...GalleryLightboxImage
  }
`
