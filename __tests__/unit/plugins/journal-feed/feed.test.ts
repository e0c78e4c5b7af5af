/** @jest-environment node */
import Parser from "rss-parser"
import { journalFeed, type FeedPost } from "../../../../plugins/journal-feed/feed"

const siteUrl = "https://www.wildglensafaris.co.uk"
const post = (date: string, slug: string, title: string, more: Partial<FeedPost> = {}): FeedPost => ({
  title,
  path: `/journal/${slug}`,
  date,
  place: "Loch na Keal, Isle of Mull",
  species: ["Otter"],
  summary: "Two otters fished the weed line at dawn.",
  story: ["Two otters fished the weed line at dawn.", "Later a white-tailed eagle & its mate <circled> the point."],
  photo: { src: "/static/abc/otters.jpg", alt: "Two otters on a grassy bank" },
  ...more,
})

const feedOf = (posts: FeedPost[]) =>
  journalFeed({
    business: "Wild Glen Safaris",
    siteUrl,
    feedPath: "/journal/feed.xml",
    pagePath: "/journal",
    title: "Wild Glen Safaris: Sightings journal",
    description: "What our guides have seen lately.",
    posts,
  })

describe("the sightings journal's feed", () => {
  const posts = [
    post("2026-10-14", "otters-at-loch-na-keal", "Otters at Loch na Keal", { species: ["Otter", "White-tailed eagle"] }),
    post("2026-04-09", "the-first-osprey-back", "The first osprey back", { photo: null, species: ["Osprey"] }),
  ]

  it("is Atom a feed reader reads: its posts newest first, each with an absolute link, its day and its species", async () => {
    // Atom's categories are attributes (term, label), which the parser gives as they are when asked for them.
    const parser = new Parser<object, { id: string; species: Array<{ $: { term: string } }> }>({
      customFields: { item: ["id", ["category", "species", { keepArray: true }]] },
    })
    const feed = await parser.parseString(feedOf(posts))
    expect(feed.title).toBe("Wild Glen Safaris: Sightings journal")
    expect(feed.link).toBe(`${siteUrl}/journal`)
    expect(feed.items.map((item) => [item.title, item.link, item.id, item.isoDate?.slice(0, 10)])).toEqual([
      ["Otters at Loch na Keal", `${siteUrl}/journal/otters-at-loch-na-keal`, `${siteUrl}/journal/otters-at-loch-na-keal`, "2026-10-14"],
      ["The first osprey back", `${siteUrl}/journal/the-first-osprey-back`, `${siteUrl}/journal/the-first-osprey-back`, "2026-04-09"],
    ])
    expect(feed.items[0].species.map((category) => category.$.term)).toEqual(["Otter", "White-tailed eagle"])
  })

  it("carries each post's first photograph by its absolute address, and its story as text, whatever characters it holds", async () => {
    const [first, second] = (await new Parser().parseString(feedOf(posts))).items
    expect(first.content).toContain(`<img src="${siteUrl}/static/abc/otters.jpg" alt="Two otters on a grassy bank">`)
    expect(first.content).toContain("<p>Later a white-tailed eagle &amp; its mate &lt;circled&gt; the point.</p>")
    expect(second.content).not.toContain("<img")
  })

  it("is the same text for the same posts, built on any day", () => {
    expect(feedOf(posts)).toBe(feedOf(posts))
    expect(feedOf(posts)).toContain("<updated>2026-10-14T12:00:00.000Z</updated>")
  })
})
