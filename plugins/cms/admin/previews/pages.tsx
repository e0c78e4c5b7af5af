import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, imageFile, listOf, photoUrl, previewPhoto, textOf, useContentFile, CARD_PHOTO, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { Hero } from "../../../../src/components/hero"
import { PageHeader } from "../../../../src/components/page-header"
import { photoOf } from "../../../../src/components/picture"
import { Section } from "../../../../src/components/section"
import { AboutSection } from "../../../../src/components/about-section"
import { SafariOption } from "../../../../src/components/safari-option"
import { GalleryPhotos } from "../../../../src/components/gallery/photos"
import { PhotoCredits } from "../../../../src/components/photo-credits"
import { GuideList } from "../../../../src/components/guide-list"
import * as pageStyles from "../../../../src/styles/page.module.css"

// Whole pages, or the part of one a file fills (src/pages/*.tsx): a page's banner and intros, About, Safari options,
// Gallery, Guides.

/** A page's file: its banner (the home page's hero), its section intros, and how search engines list it. */
export function PagePreview(props: PreviewProps) {
  const page = dataOf(props)
  const banner = previewPhoto(props, page.banner, ["banner", "image"])
  const [heading, text, image] = [textOf(page.heading), textOf(page.text), photoOf(banner.image)]
  return (
    <>
      {page.path === "/" ? (
        <Hero heading={heading} text={text} poster={image} posterAlt={banner.alt} />
      ) : (
        <PageHeader title={heading} text={text} image={image} imageAlt={banner.alt} />
      )}
      {listOf(page.sections).map((intro) => (
        <Section key={textOf(intro.id)} id={textOf(intro.id)} title={textOf(intro.title)} text={textOf(intro.text)}>
          <PreviewNote>The section&apos;s own content follows here on the page.</PreviewNote>
        </Section>
      ))}
      <div className="search-result">
        <p className="search-title">{textOf(page.title)}</p>
        <p className="search-text">{textOf(page.description)}</p>
      </div>
    </>
  )
}

export function AboutPreview(props: PreviewProps) {
  return (
    <>
      {listOf(dataOf(props).sections).map((section) => (
        <AboutSection
          key={textOf(section.id)}
          section={{
            id: textOf(section.id),
            title: textOf(section.title),
            text: listOf<string>(section.text).map(textOf),
            photo: previewPhoto(props, section.photo, ["sections", "photo", "image"], CARD_PHOTO),
          }}
        />
      ))}
    </>
  )
}

export function SafariOptionsPreview(props: PreviewProps) {
  return (
    <div className={pageStyles.body}>
      {listOf(dataOf(props).sections).map((option) => (
        <SafariOption
          key={textOf(option.id)}
          option={{
            id: textOf(option.id),
            title: textOf(option.title),
            intro: textOf(option.intro),
            activities: listOf<string>(option.activities).map(textOf),
            photo: previewPhoto(props, option.photo, ["sections", "photo", "image"], CARD_PHOTO),
          }}
        />
      ))}
    </div>
  )
}

// The sizes the build makes of a gallery photograph (GalleryGrid's and GalleryLightbox's fragments).
const THUMBNAIL = { width: 480, height: 360 }
const FULL_SIZE = { width: 1600, height: 1200 }

export function GalleryPreview(props: PreviewProps) {
  const entries = listOf(dataOf(props).images)
  const images = entries.map((item) => {
    const url = photoUrl(props, item.image, ["images", "image"])
    return { id: textOf(item.id), alt: textOf(item.alt), thumb: imageFile(url, THUMBNAIL), full: imageFile(url, FULL_SIZE) }
  })
  const credits = entries.map((item) => previewPhoto(props, item, ["images", "image"]))
  const gallery = useContentFile(props, "pages", "gallery")
  const intro: Json | undefined = listOf(gallery?.sections).find((section) => section.id === "credits")
  return (
    <>
      <GalleryPhotos images={images} gridClassName={pageStyles.body} />
      {gallery && (
        <Section id="photo-credits" title={textOf(intro?.title)} text={textOf(intro?.text)}>
          <PreviewNote>The site lists here the credits of every photograph it shows; these are the gallery&apos;s.</PreviewNote>
          <PhotoCredits photos={credits} />
        </Section>
      )}
    </>
  )
}

export function GuidesPreview(props: PreviewProps) {
  const data = dataOf(props)
  const guides = listOf(data.guides).map((guide) => ({ name: textOf(guide.name), role: textOf(guide.role), bio: textOf(guide.bio) }))
  return (
    <div className={pageStyles.body}>
      <p className={pageStyles.lead}>{textOf(data.intro)}</p>
      <GuideList guides={guides} />
    </div>
  )
}
