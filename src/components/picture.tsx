import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./picture.module.css"

/** React 18 only passes the lower-case attribute through to the <img>; it does not know `fetchPriority`. */
const fetchPriorityAttribute = (priority: "high" | "low" | undefined) => (priority ? ({ fetchpriority: priority } as Record<string, string>) : {})

/** A content image's file as the page queries give it. */
type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }

/**
 * The photo data gatsby-plugin-image's resolver made for an image file, if the build made one (what the plugin's
 * getImage does: importing it would put the plugin's whole browser runtime, which this site does not use, in the
 * shared startup chunk).
 */
export const photoOf = (file: ImageFile | null | undefined): IGatsbyImageData | undefined => file?.childImageSharp?.gatsbyImageData

type PictureProps = {
  image: IGatsbyImageData
  alt: string
  /** The width the layout gives the photo (the img sizes attribute); by default the size the image was made for. */
  sizes?: string
  className?: string
  /** "eager" for a photo on the first screen (a banner) or one opened on purpose (the lightbox). */
  loading?: "lazy" | "eager"
  /**
   * "high": fetched before everything else, for the photo that is the page's largest paint. "low": fetched after
   * the page's banner and fonts even when on the first screen, for a photo among many (the gallery's thumbnails).
   */
  fetchPriority?: "high" | "low"
}

/**
 * A photograph as a plain <picture> built from gatsby-plugin-image data (AVIF, WebP and JPEG at the widths the
 * build made), lazy unless told otherwise, its dominant colour showing until the file arrives and its width and
 * height keeping its space. It does what the site needs of GatsbyImage without its runtime: GatsbyImage's
 * wrapper, <noscript> copy, hydration, decode-then-swap script and two fades (the photo on a layer of its own)
 * turned each photo's arrival into several updates of the screen, and made the pages' HTML and blocking time
 * larger (docs/performance.md, "Other figures").
 */
export function Picture({ image, alt, sizes = image.images.fallback?.sizes, className, loading = "lazy", fetchPriority }: PictureProps) {
  const { fallback, sources = [] } = image.images
  const fullWidth = image.layout === "fullWidth"
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        // A full-width image's data has width 1 and height 1 / its aspect ratio: the stylesheet sizes it.
        width={fullWidth ? undefined : image.width}
        height={fullWidth ? undefined : image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...fetchPriorityAttribute(fetchPriority)}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  )
}
