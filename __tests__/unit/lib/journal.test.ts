import {
  chosenPosts,
  journalPageCount,
  journalPagePath,
  journalRouteOf,
  monthsWithPosts,
  newestFirst,
  POSTS_PER_PAGE,
  postDate,
  postsOnPage,
  slugOf,
  speciesWithPosts,
  summaryOf,
} from "../../../src/lib/journal"

const post = (date: string, title: string, species: string[]) => ({ date, title, species })

const posts = [
  post("2026-03-02", "White hares above Glen Feshie", ["Mountain hare"]),
  post("2026-10-14", "Otters at Loch na Keal", ["Otter", "White-tailed eagle"]),
  post("2026-10-14", "An eagle over the Sound", ["White-tailed eagle"]),
  post("2026-04-09", "The first osprey back", ["Osprey"]),
  post("2025-12-20", "Pine martens at the hide", ["Pine marten"]),
]

describe("the sightings journal's order", () => {
  it("lists the newest first, posts of one day by title, whatever order the files were read in", () => {
    const titles = (list: ReadonlyArray<{ title: string }>) => list.map((each) => each.title)
    expect(titles(newestFirst(posts))).toEqual([
      "An eagle over the Sound",
      "Otters at Loch na Keal",
      "The first osprey back",
      "White hares above Glen Feshie",
      "Pine martens at the hide",
    ])
    expect(titles(newestFirst([...posts].reverse()))).toEqual(titles(newestFirst(posts)))
  })

  it("says a post's day as visitors read it, the day written, in any time zone", () => {
    expect(postDate("2026-10-14")).toBe("14 October 2026")
    expect(postDate("2026-03-29")).toBe("29 March 2026")
  })
})

describe("the journal's pages", () => {
  it("are one page however few posts, and another only when a page is full", () => {
    expect(journalPageCount(0)).toBe(1)
    expect(journalPageCount(POSTS_PER_PAGE)).toBe(1)
    expect(journalPageCount(POSTS_PER_PAGE + 1)).toBe(2)
    // 300 posts: pages of the same size, never one page longer.
    expect(journalPageCount(300)).toBe(Math.ceil(300 / POSTS_PER_PAGE))
    const many = Array.from({ length: 20 }, (_, index) => index)
    expect(postsOnPage(many, 1)).toHaveLength(POSTS_PER_PAGE)
    expect(postsOnPage(many, 3)).toEqual(many.slice(2 * POSTS_PER_PAGE))
  })

  it("have addresses for every post, each species and each month, and their further pages", () => {
    expect(journalPagePath({})).toBe("/journal")
    expect(journalPagePath({}, 2)).toBe("/journal/2")
    expect(journalPagePath({ species: "White-tailed eagle" })).toBe("/journal/species/white-tailed-eagle")
    expect(journalPagePath({ species: "Otter" }, 3)).toBe("/journal/species/otter/3")
    expect(journalPagePath({ month: "2026-10" })).toBe("/journal/month/2026-10")
  })

  it("show the journal's own words on each of those pages, and a post's page its own", () => {
    for (const path of ["/journal/2", "/journal/species/otter", "/journal/species/otter/2", "/journal/month/2026-10", "/journal/month/2026-10/4"])
      expect(journalRouteOf(path)).toBe("/journal")
    expect(journalRouteOf("/journal/otters-at-loch-na-keal")).toBeUndefined()
    expect(journalRouteOf("/journal")).toBeUndefined()
  })
})

describe("the journal's choices", () => {
  it("keep a species' posts, whatever the case or spacing of its name", () => {
    expect(chosenPosts(posts, { species: "White-tailed eagle" }).map((each) => each.title)).toEqual([
      "Otters at Loch na Keal",
      "An eagle over the Sound",
    ])
    expect(chosenPosts(posts, { species: "white tailed EAGLE" })).toHaveLength(2)
    expect(chosenPosts(posts, { species: "Basking shark" })).toEqual([])
  })

  it("keep a month's posts, of that month of that year alone", () => {
    expect(chosenPosts(posts, { month: "2026-10" })).toHaveLength(2)
    expect(chosenPosts(posts, { month: "2025-10" })).toEqual([])
    expect(chosenPosts(posts, {})).toHaveLength(posts.length)
  })

  it("offer each month with posts, newest first, and each species of the list with posts, in the list's order", () => {
    expect(monthsWithPosts(posts)).toEqual([
      { month: "2026-10", name: "October 2026", posts: 2 },
      { month: "2026-04", name: "April 2026", posts: 1 },
      { month: "2026-03", name: "March 2026", posts: 1 },
      { month: "2025-12", name: "December 2025", posts: 1 },
    ])
    expect(speciesWithPosts(["Osprey", "Basking shark", "White-tailed eagle", "Otter"], posts)).toEqual([
      { name: "Osprey", posts: 1 },
      { name: "White-tailed eagle", posts: 2 },
      { name: "Otter", posts: 1 },
    ])
  })

  it("make an address's name of a species' name", () => {
    expect(slugOf("White-tailed eagle")).toBe("white-tailed-eagle")
    expect(slugOf("Capercaillie (hen)")).toBe("capercaillie-hen")
    expect(slugOf("Sgùrr nan Gillean ptarmigan")).toBe("sgurr-nan-gillean-ptarmigan")
  })
})

describe("a post's first words in a list", () => {
  it("are its first paragraph when short, else cut at a sentence or a word, never mid-word", () => {
    expect(summaryOf(["Two otters at dawn.", "Later, an eagle."])).toBe("Two otters at dawn.")
    const long =
      "We waited at the head of the loch for an hour before the first otter came round the point. " +
      "It fished along the weed line for twenty minutes, then took a crab up onto the rocks."
    expect(summaryOf([long])).toBe("We waited at the head of the loch for an hour before the first otter came round the point.")
    const oneSentence = "word ".repeat(60).trim()
    const summary = summaryOf([oneSentence])
    expect(summary.endsWith("word…")).toBe(true)
    expect(summary.length).toBeLessThanOrEqual(161)
  })
})
