import * as React from "react"
import { graphql, Link } from "gatsby"
import { PageHeader } from "../page-header"
// Before the photographs' and credits' components: the journal's stylesheet (with the card and picture rules it
// composes) then comes first on this page as on /journal, so webpack can put the shared stylesheets in one order.
import { SightingNeighbours, type NeighboursProps } from "./sighting-neighbours"
import { photoOf } from "../picture"
import { GalleryPhotos } from "../gallery/photos"
import { PhotoCredits } from "../photo-credits"
import { JOURNAL_ROUTE, journalPagePath, postDate } from "../../lib/journal"
import * as styles from "./journal.module.css"

/**
 * A post's page: its first photograph as the banner, the story, its species and safari, its photographs to open full
 * size, and links to the posts just newer and older (which its page reads on their own: src/templates/sighting.tsx).
 */
export function SightingArticle({ post, newer, older }: { post: Queries.SightingArticleContentFragment } & NeighboursProps) {
  const [first] = post.photos
  return (
    <>
      <PageHeader
        title={post.title}
        text={`${postDate(post.date)} · ${post.place}`}
        image={photoOf(first?.banner)}
        imageAlt={first?.alt ?? ""}
        imageCredit={first?.credit}
      />
      <article className={styles.article}>
        <dl className={styles.facts}>
          <dt>Seen</dt>
          <dd>
            <time dateTime={post.date}>{postDate(post.date)}</time>, {post.place}
          </dd>
          <dt>Species</dt>
          <dd>
            <ul className={styles.factList}>
              {post.species.map((name) => (
                <li key={name}>
                  <Link to={journalPagePath({ species: name })}>{name}</Link>
                </li>
              ))}
            </ul>
          </dd>
          {post.seenOn && (
            <>
              <dt>On safari</dt>
              <dd>
                <Link to={post.seenOn.path}>{post.seenOn.title}</Link>
              </dd>
            </>
          )}
        </dl>
        <div className={styles.story}>
          {post.story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <h2 className={styles.articleHeading}>{post.photos.length === 1 ? "The photograph" : "The photographs"}</h2>
        <GalleryPhotos images={post.photos} gridClassName={styles.photos} />
        <h2 className={styles.articleHeading}>Photo credits</h2>
        <PhotoCredits photos={post.photos} />
        <SightingNeighbours newer={newer} older={older} />
        <p className={styles.back}>
          <Link to={JOURNAL_ROUTE}>Every sighting in the journal</Link>
        </p>
      </article>
    </>
  )
}

export const query = graphql`
  fragment SightingArticleContent on SightingJson {
    title
    date
    place
    species
    story
    seenOn {
      title
      path
    }
    photos {
      ...GalleryPhotosContent
      ...GalleryPhotoCredit
      banner: image {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [480, 768, 1080, 1440]
            quality: 60
            avifOptions: { quality: 40 }
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`
