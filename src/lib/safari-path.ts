/** A safari's detail path, made from its card's id (spec point 2: /safaris/111 to /safaris/444): one fact, not two. */
export function safariDetailPath(id: string): string {
  return `/safaris/${id}`
}
