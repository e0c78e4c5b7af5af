import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type PictureProps = {
  image: IGatsbyImageData
  alt: string
  /** The width the layout gives the photo (the img sizes attribute); by default the size the image was made for. */
  sizes?: string
  className?: string
}

/**
 * A lazy photo below the banner, as a plain <picture> built from gatsby-plugin-image data (AVIF, WebP and JPEG
 * at the widths the build made), its dominant colour showing until the file arrives and its width and height
 * keeping its space. GatsbyImage is kept for the banners, which are eager; for photos that load later its
 * wrapper, <noscript> copy, hydration, decode-then-swap script and two fades (the photo on a layer of its own)
 * cost more than they give: each arrival became several updates of the screen. In traces of a phone-sized load
 * /about's four photos took it from 7-16 commits to the screen to 27-40, /gallery's 11 thumbnails from 20 to
 * 40; Lighthouse's blocking time on /gallery fell from 122-435 ms to 79-280 ms and its HTML from 121 to 101 KB
 * without them.
 */
export function Picture({ image, alt, sizes = image.images.fallback?.sizes, className }: PictureProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  )
}
