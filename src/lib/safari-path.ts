/** A safari's address, made from its slug (the name of its file in content/safaris/): /safaris/111, /safaris/isle-of-mull-otters. */
export function safariDetailPath(slug: string): string {
  return `/safaris/${slug}`
}
