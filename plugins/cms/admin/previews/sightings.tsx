import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, imageFile, listOf, photoUrl, previewPhoto, textOf } from "./entry"
import { PreviewNote } from "./preview-note"
import { SightingArticle } from "../../../../src/components/journal/sighting-article"
import { JournalPostCard } from "../../../../src/components/journal/journal-post-card"
import { JOURNAL_ROUTE, postPath, summaryOf } from "../../../../src/lib/journal"
import { safariDetailPath } from "../../../../src/lib/safari-path"
import { slugOfTitle } from "./safaris"
import * as styles from "../../../../src/components/journal/journal.module.css"

// The sizes the build makes of a post's photographs: the journal's card (JournalPostCard's fragment), the gallery's grid and viewer.
const CARD = { width: 720, height: 480 }
const THUMBNAIL = { width: 480, height: 360 }
const FULL_SIZE = { width: 1600, height: 1200 }

/** A journal post as the site draws it: its card at the top of the journal, then its own page. */
export function SightingPreview(props: PreviewProps) {
  const post = dataOf(props)
  const saved = textOf(props.entry.get("slug"))
  const slug = saved || slugOfTitle(textOf(post.title))
  const photos = listOf(post.photos).map((photo) => {
    const url = photoUrl(props, photo.image, ["photos", "image"])
    const credited = previewPhoto(props, photo, ["photos", "image"])
    return {
      ...credited,
      id: "",
      thumb: imageFile(url, THUMBNAIL),
      full: imageFile(url, FULL_SIZE),
      banner: imageFile(url),
      card: imageFile(url, CARD),
    }
  })
  const story = listOf<string>(post.story).map(textOf)
  const species = listOf<string>(post.species).map(textOf).filter(Boolean)
  const safari = textOf(post.safari)
  const entry = { title: textOf(post.title), date: textOf(post.date), place: textOf(post.place), species, story }
  return (
    <>
      <PreviewNote>
        {saved
          ? `This post's page is at ${postPath(slug)}; the address stays the same if you change the title.`
          : `When you publish it, this post's page will be at ${slug ? postPath(slug) : "an address made from its title"}.`}{" "}
        In the journal ({JOURNAL_ROUTE}) it is listed by its day, newest first, like this:
      </PreviewNote>
      <div className={styles.body}>
        <ol className={styles.posts}>
          <li>
            <JournalPostCard post={{ ...entry, path: postPath(slug), summary: summaryOf(story), photos }} />
          </li>
        </ol>
      </div>
      <SightingArticle
        post={{
          ...entry,
          photos,
          // The safari's title is on its own page: the preview names its address.
          seenOn: safari ? { title: `The safari at ${safariDetailPath(safari)}`, path: safariDetailPath(safari) } : null,
        }}
        newer={null}
        older={null}
      />
    </>
  )
}

/** The journal's list of species, as the journal offers them. */
export function SpeciesPreview(props: PreviewProps) {
  const names = listOf(dataOf(props).species).map((species) => textOf(species.name))
  return (
    <div className={styles.body}>
      <PreviewNote>The journal lists the posts of each species that has any, in this order.</PreviewNote>
      <ul className={styles.choiceList}>
        {names.map((name, index) => (
          <li key={index}>
            <span className={styles.choice}>{name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
