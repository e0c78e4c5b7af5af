import {
  chosenPosts,
  journalListPages,
  journalPagePath,
  journalRouteOf,
  monthsWithPosts,
  newestFirst,
  POSTS_PER_PAGE,
  postDate,
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
  // Posts as journalListPages is given them, newest first: "p30" the newest of thirty.
  const written = (count: number) => Array.from({ length: count }, (_, at) => `p${count - at}`)
  const shown = (count: number) => journalListPages(written(count), {}).map((page) => ({ ...page, posts: page.posts.join(" ") }))

  it("are the list's own page alone while the posts fill fewer than two pages, with every post, newest first", () => {
    expect(shown(0)).toEqual([{ path: "/journal", posts: "", newer: null, older: null, count: 0 }])
    expect(shown(2 * POSTS_PER_PAGE - 1)).toEqual([
      { path: "/journal", posts: written(2 * POSTS_PER_PAGE - 1).join(" "), newer: null, older: null, count: 2 * POSTS_PER_PAGE - 1 },
    ])
  })

  it("number the pages of older posts from the oldest, each a full page, the newest posts on the list's own page", () => {
    const count = 3 * POSTS_PER_PAGE + 3
    const pages = shown(count)
    expect(pages.map((page) => [page.path, page.newer, page.older, page.count])).toEqual([
      ["/journal", null, "/journal/2", count],
      ["/journal/2", "/journal", "/journal/1", null],
      ["/journal/1", "/journal/2", null, null],
    ])
    // Each page newest first: the list's own page the newest posts, page 1 the first written, the oldest last.
    expect(pages[0].posts).toBe(
      written(count)
        .slice(0, POSTS_PER_PAGE + 3)
        .join(" ")
    )
    expect(pages[2].posts.split(" ")).toHaveLength(POSTS_PER_PAGE)
    expect(pages[2].posts.split(" ").at(-1)).toBe("p1")
    // Every post on one page exactly.
    expect(pages.flatMap((page) => page.posts.split(" ")).sort()).toEqual(written(count).sort())
    // The list's own page holds from one page's posts to two pages' less one, at any number of posts.
    for (let count = POSTS_PER_PAGE; count <= 300; count += 1) {
      const own = journalListPages(written(count), {})[0].posts.length
      expect(own).toBeGreaterThanOrEqual(POSTS_PER_PAGE)
      expect(own).toBeLessThan(2 * POSTS_PER_PAGE)
    }
  })

  it("keep their posts as new ones are written: a new post changes the list's own page, and a page's newer link once a page fills", () => {
    for (const count of [299, 300, 301, 2 * POSTS_PER_PAGE - 1, 2 * POSTS_PER_PAGE]) {
      const before = new Map(shown(count).map((page) => [page.path, page]))
      const after = shown(count + 1)
      const changed = after.filter((page) => JSON.stringify(before.get(page.path)) !== JSON.stringify(page)).map((page) => page.path)
      // A page of older posts is made when the list's own page has two full pages' posts: it and the page before it change.
      const fills = (count + 1) % POSTS_PER_PAGE === 0 && count + 1 >= 2 * POSTS_PER_PAGE
      const numbered = Math.floor((count + 1) / POSTS_PER_PAGE) - 1
      expect(changed).toEqual(fills ? ["/journal", `/journal/${numbered}`, ...(numbered > 1 ? [`/journal/${numbered - 1}`] : [])] : ["/journal"])
    }
  })

  it("of a species' or a month's list are numbered under its own address", () => {
    expect(journalListPages(written(2 * POSTS_PER_PAGE), { species: "Otter" }).map((page) => page.path)).toEqual([
      "/journal/species/otter",
      "/journal/species/otter/1",
    ])
  })

  it("have addresses for every post, each species and each month, and their further pages", () => {
    expect(journalPagePath({})).toBe("/journal")
    expect(journalPagePath({}, 1)).toBe("/journal/1")
    expect(journalPagePath({ species: "White-tailed eagle" })).toBe("/journal/species/white-tailed-eagle")
    expect(journalPagePath({ species: "Otter" }, 3)).toBe("/journal/species/otter/3")
    expect(journalPagePath({ month: "2026-10" })).toBe("/journal/month/2026-10")
  })

  it("show the journal's own words on each of those pages, and a post's page its own", () => {
    for (const path of ["/journal/1", "/journal/species/otter", "/journal/species/otter/2", "/journal/month/2026-10", "/journal/month/2026-10/4"])
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
