import * as React from "react"
import { galleryPagePath } from "../../lib/gallery-pages"
import { PageLinks } from "../page-links/page-links"
import * as styles from "./page-links.module.css"

/** Links to the gallery's other pages of photographs: the previous, each by its number, the next. None for one page. */
export function GalleryPageLinks({ current, count }: { current: number; count: number }) {
  return (
    <PageLinks
      current={current}
      count={count}
      pathOf={galleryPagePath}
      of="photographs"
      name="Gallery pages"
      previous={["Previous", " page of photographs"]}
      next={["Next", " page of photographs"]}
      className={styles.placed}
    />
  )
}
