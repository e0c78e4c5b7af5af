import sharp from "sharp"
import { encodeAvifAt } from "../../lib/sharp-internals"
import { AVIF_EFFORT } from "./avif-effort"

// Before any image is made: Gatsby runs gatsby-plugin-sharp's jobs in this process, in build and in develop. (A
// gatsby-node exports Gatsby's hooks alone: the effort is avif-effort.ts's.)
export const onPreInit = () => encodeAvifAt(sharp, AVIF_EFFORT)
