import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type GalleryPictureProps = {
  image: IGatsbyImageData
  alt: string
  sizes: string
  className?: string
}

/**
 * A plain lazy <picture> built from gatsby-plugin-image data: for images repeated many times (the
 * carousel), where GatsbyImage's per-image hydration and placeholder would cost more than they give.
 */
export function GalleryPicture({ image, alt, sizes, className }: GalleryPictureProps) {
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
      />
    </picture>
  )
}
