import sharp from "sharp"
import { encodeAvifAt } from "../../lib/sharp-internals"

/**
 * sharp's AVIF effort for every photograph the site serves: 3 rather than sharp's 4 encodes the site's AVIFs about three
 * times faster, no larger in total at the site's qualities (README.md, with the figures).
 */
export const AVIF_EFFORT = 3

// Before any image is made: Gatsby runs gatsby-plugin-sharp's jobs in this process, in build and in develop.
export const onPreInit = () => encodeAvifAt(sharp, AVIF_EFFORT)
