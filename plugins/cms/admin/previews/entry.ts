import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Immutable, PreviewProps } from "../decap"

// What every preview needs from Decap: the entry as plain data, its photographs' URLs, another content file, and the
// shape the site's components take a photograph in (gatsby-plugin-image's data), made from the one URL the preview has.

export type Json = { readonly [key: string]: any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** The entry being edited, as plain data (what will be saved). */
export const dataOf = (props: PreviewProps): Json => ((props.entry.get("data") as Immutable | undefined)?.toJS() ?? {}) as Json

/** A text of the entry, "" while the editor has not written it yet (the site's components take strings). */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** A list of the entry, empty while it has no items. */
export const listOf = <Item = Json>(value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : [])

/** The field of the entry at `names` (list and object fields by name: ["images", "image"]). */
function fieldAt(props: PreviewProps, names: ReadonlyArray<string>): Immutable | undefined {
  let fields: Immutable | undefined = props.fields
  let field: Immutable | undefined
  for (const name of names) {
    field = fields?.find((candidate) => candidate.get("name") === name)
    fields = field?.get("fields") as Immutable | undefined
  }
  return field
}

/** The URL of a photograph in the entry: the file on disk or in the repository, or the one just uploaded. */
export function photoUrl(props: PreviewProps, value: unknown, names: ReadonlyArray<string>): string {
  if (typeof value !== "string" || !value) return ""
  return props.getAsset(value, fieldAt(props, names))?.toString() ?? ""
}

/** An image file as the page queries give it to the components (photoOf in src/components/picture.tsx reads it). */
export type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }

/**
 * The image data of a photograph the preview has only as a URL: the file itself as the one source, at the size
 * the build makes it (`size`, for fixed and cropped photographs) or the width of its box (banners). The site's
 * <Picture> then draws it as on the page, without gatsby-plugin-image's runtime in the editing screen.
 */
export function imageFile(url: string, size?: { readonly width: number; readonly height: number }): ImageFile {
  if (!url) return { childImageSharp: null }
  const layout = size ? "constrained" : "fullWidth"
  return { childImageSharp: { gatsbyImageData: { layout, width: size?.width ?? 1, height: size?.height ?? 1, images: { fallback: { src: url } } } } }
}

/** A photograph of the entry ({ image, alt, credit }) with its image file, as the site's photo fragments give it. */
export function previewPhoto(props: PreviewProps, photo: Json | undefined, names: ReadonlyArray<string>, size?: { width: number; height: number }) {
  const image = textOf(photo?.image)
  return {
    alt: textOf(photo?.alt),
    image: { ...imageFile(photoUrl(props, image, names), size), relativePath: image },
    credit: creditOf(photo?.credit),
  }
}

/** A photograph's credit, every part a text. */
export const creditOf = (credit: Json | undefined) => ({
  title: textOf(credit?.title),
  author: textOf(credit?.author),
  licence: textOf(credit?.licence),
  licenceUrl: textOf(credit?.licenceUrl),
  source: textOf(credit?.source),
  sourceUrl: textOf(credit?.sourceUrl),
})

/** The sizes the build makes of card photographs (CardPhoto's fragment: 640 wide, 4:3) and avatars (72 square). */
export const CARD_PHOTO = { width: 640, height: 480 }
export const AVATAR = { width: 72, height: 72 }

/** A testimonial of the testimonials file as the site's TestimonialsContent fragment gives it, its avatar's URL from Decap. */
export const testimonialOf = (props: PreviewProps, item: Json) => ({
  id: textOf(item.id),
  name: textOf(item.name),
  job: textOf(item.job),
  quote: textOf(item.quote),
  avatar: previewPhoto(props, item.avatar, ["testimonials", "avatar", "image"], AVATAR),
})

/**
 * Another content file, as saved, for what the entry's part of the page shows from it (a safari page shows its card's
 * title; the footer both the site's details and the menus): undefined until Decap has read it.
 */
export function useContentFile(props: PreviewProps, collection: string, file: string): Json | undefined {
  const [data, setData] = React.useState<Json | undefined>(undefined)
  const { getCollection } = props
  React.useEffect(() => {
    let current = true
    getCollection(collection, file)
      .then((entry) => {
        // The entry's data as the file holds it (plain, where the entry being edited is an Immutable Map).
        if (current) setData((entry.get("data") ?? {}) as Json)
      })
      .catch((error: unknown) => console.error(`The preview could not read the ${file} file:`, error))
    return () => {
      current = false
    }
  }, [getCollection, collection, file])
  return data
}
