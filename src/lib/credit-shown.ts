/**
 * Whether a photograph's licence asks for its credit where the photograph is shown: Creative Commons Attribution
 * (CC BY) and Attribution-ShareAlike (CC BY-SA), any version. The others (CC0, GPL, LGPL, BSD) ask for their notices
 * to go with the site, which /photo-licences.txt does for every photograph.
 */
export const creditShownWith = (credit: { readonly licence: string }): boolean => /^CC BY(-SA)?\b/.test(credit.licence.trim())
