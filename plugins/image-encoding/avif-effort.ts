/**
 * sharp's AVIF effort for every photograph the site serves: 3 rather than sharp's 4 encodes the site's AVIFs about three
 * times faster, no larger in total at the site's qualities (README.md, with the figures).
 */
export const AVIF_EFFORT = 3
