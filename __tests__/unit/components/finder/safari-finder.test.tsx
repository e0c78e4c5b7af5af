import * as React from "react"
import { TextEncoder } from "util"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import words from "../../../../content/safari-finder.json"
import safarisPage from "../../../../content/pages/safaris.json"
import { SafariFinder } from "../../../../src/components/finder/safari-finder"
import { FINDER_SCRIPT } from "../../../../src/components/finder/finder-script"
import { FINDER_DEPARTURES_SCRIPT } from "../../../../src/components/finder/finder-departures-script"
import { filterFromSearch, filterValues, type Filter } from "../../../../src/lib/safari-finder"
import { upcomingDepartures } from "../../../../src/lib/departures"
import { TEST_DAY } from "../../../../tools/test-day.mjs"
import { safaris as safariFiles } from "../../../fixtures/safaris"

const safaris = safariFiles.map(({ slug, path, icon, title, kind, priceFrom, itinerary, calendar, departures }) => ({
  slug,
  path,
  icon,
  title,
  kind,
  priceFrom,
  days: itinerary.length,
  calendar: calendar.map(({ runs }) => ({ runs })),
  // As the build of the tests' day gives them.
  upcomingDepartures: upcomingDepartures(slug, departures ?? [], itinerary.length, TEST_DAY).map(({ start }) => ({ start })),
}))
const intro = safarisPage.sections.find((section) => section.id === "finder")!
const finder = (initial: Filter = {}) => <SafariFinder safaris={safaris} words={words} intro={intro} initial={initial} />

const cards = () => screen.getAllByRole("listitem").filter((item) => item.hasAttribute("data-card"))
const shownTitles = () =>
  cards()
    .filter((card) => !card.hidden)
    .map((card) => within(card).getByRole("heading").textContent)
const current = () => [...document.querySelectorAll("a[aria-current]")].map((link) => link.getAttribute("href"))

// React's server renderer, as Gatsby prerenders the page; it needs TextEncoder, which jsdom lacks.
let renderToString: (element: React.ReactElement) => string
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder })
  ;({ renderToString } = await import("react-dom/server"))
})
beforeEach(() => window.history.replaceState(null, "", "/safaris"))

describe("the safari finder", () => {
  it("lists every safari with its length, guide price and months, nothing chosen", () => {
    render(finder())
    expect(shownTitles()).toEqual(safaris.map((safari) => safari.title))
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 4 safaris.")
    const winter = cards()[1]
    expect(winter).toHaveTextContent("6 days")
    expect(winter).toHaveTextContent("From £1,390 per person")
    expect(winter).toHaveTextContent("Runs December to March")
    expect(within(winter).getByRole("link", { name: "Plan this safari Winter Safaris" })).toHaveAttribute("href", "/trip?safari=222")
    expect(current()).toEqual(["/safaris", "/safaris", "/safaris", "/safaris"])
  })

  it("applies a choice at once, keeps it in the address, combines choices and undoes them with the back button", async () => {
    const user = userEvent.setup()
    render(finder())
    const october = screen.getByRole("link", { name: "October" })
    expect(october).toHaveAttribute("href", "/safaris/month/october")
    await user.click(october)
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/safaris?month=october"))
    expect(shownTitles()).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 of 4 safaris.")
    expect(screen.getByRole("link", { name: "Plan this safari Wildlife Safaris" })).toHaveAttribute("href", "/trip?safari=333&month=october")
    expect(current()).toEqual(["/safaris/month/october", "/safaris", "/safaris", "/safaris"])

    await user.click(screen.getByRole("link", { name: "Winter" }))
    await waitFor(() => expect(window.location.search).toBe("?month=october&kind=winter"))
    expect(shownTitles()).toEqual([])
    expect(screen.getByRole("status")).toHaveTextContent(words.noMatch)
    const noMatch = screen.getByText(words.noMatchText).parentElement!
    expect(noMatch).toBeVisible()
    expect(within(noMatch).getByRole("link", { name: words.enquiryLink })).toHaveAttribute("href", "/trip?month=october")
    expect(within(noMatch).getByRole("link", { name: "Bespoke Safaris" })).toHaveAttribute("href", "/safaris/444")

    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }))
    })
    expect(window.location.search).toBe("?month=october")
    expect(shownTitles()).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])

    await user.click(screen.getByRole("link", { name: words.anyMonth }))
    await waitFor(() => expect(window.location.search).toBe(""))
    expect(shownTitles()).toHaveLength(4)
  })

  it("plans a card shown again with the month chosen while it was hidden", async () => {
    const user = userEvent.setup()
    render(finder())
    await user.click(screen.getByRole("link", { name: "Winter" }))
    await user.click(screen.getByRole("link", { name: "October" }))
    expect(shownTitles()).toEqual([])
    await user.click(screen.getByRole("link", { name: words.anyKind }))
    await waitFor(() => expect(window.location.search).toBe("?month=october"))
    expect(shownTitles()).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])
    for (const [title, slug] of [
      ["Adventure Safaris", 111],
      ["Wildlife Safaris", 333],
      ["Bespoke Safaris", 444],
    ])
      expect(screen.getByRole("link", { name: `Plan this safari ${title}` })).toHaveAttribute("href", `/trip?safari=${slug}&month=october`)
  })

  it("leaves a click that opens a new tab to the browser: the option's own page", async () => {
    const user = userEvent.setup()
    render(finder())
    const clicks: boolean[] = []
    document.addEventListener("click", (event) => clicks.push(event.defaultPrevented), { once: true })
    await user.keyboard("{Control>}")
    await user.click(screen.getByRole("link", { name: "October" }))
    await user.keyboard("{/Control}")
    expect(clicks).toEqual([false])
    expect(window.location.search).toBe("")
  })

  it("in the editing screen's preview, filters without touching the editing screen's own address", async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, "", "/admin/#/collections/content/entries/safari-finder?month=may")
    render(<SafariFinder safaris={safaris} words={words} intro={intro} initial={{}} inAddress={false} />)
    expect(shownTitles()).toHaveLength(4)
    await user.click(screen.getByRole("link", { name: "Winter" }))
    expect(shownTitles()).toEqual(["Winter Safaris"])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(window.location.pathname + window.location.hash).toBe("/admin/#/collections/content/entries/safari-finder?month=may")
  })

  it("opens with the address's choice, and a page the build made for one choice shows it in its HTML", () => {
    window.history.replaceState(null, "", "/safaris?month=jan&budget=over-2000")
    render(finder())
    expect(shownTitles()).toEqual(["Bespoke Safaris"])
    const html = renderToString(finder({ length: "up-to-5-days" }))
    expect(html).toContain(words.noMatch)
    const cardTags = (html.match(/<li[^>]*data-card[^>]*>/g) ?? []).filter((tag) => / hidden=""/.test(tag))
    expect(cardTags).toHaveLength(4)
  })
})

describe("the script that applies an address's choice before the first paint", () => {
  // What a visitor sees: the cards shown, the choices marked, the count and whether the no-match note shows.
  const seen = () => ({
    shown: cards()
      .filter((card) => !card.hidden)
      .map((card) => card.querySelector("h3")!.textContent),
    current: current(),
    count: screen.getByRole("status").textContent,
    noMatch: (document.querySelector("[data-no-match]") as HTMLElement).hidden,
  })

  it.each(["?month=october", "?month=Oct&kind=winter", "?month=1", "?budget=1000-2000&length=6-to-7-days", "?kind=bespoke", "?month=nope", ""])(
    "shows for %s what React shows for it",
    (search) => {
      const values = filterValues(safaris.map((safari) => safari.kind))
      document.body.innerHTML = renderToString(finder(filterFromSearch(search, values)))
      const expected = seen()
      document.body.innerHTML = renderToString(finder())
      window.history.replaceState(null, "", `/safaris${search}`)
      new Function(FINDER_SCRIPT)()
      expect(seen()).toEqual(expected)
    }
  )

  it("counts one safari as React does, the only safari or one of several", () => {
    const wildlife = safaris.filter((safari) => safari.title === "Wildlife Safaris")
    for (const [list, search, count] of [
      [wildlife, "?kind=wildlife", "Showing 1 safari."],
      [safaris, "?kind=wildlife", "Showing 1 of 4 safaris."],
    ] as const) {
      const values = filterValues(list.map((safari) => safari.kind))
      const finderOf = (initial: Filter) => <SafariFinder safaris={list} words={words} intro={intro} initial={initial} />
      document.body.innerHTML = renderToString(finderOf(filterFromSearch(search, values)))
      expect(seen().count).toBe(count)
      document.body.innerHTML = renderToString(finderOf({}))
      window.history.replaceState(null, "", `/safaris${search}`)
      new Function(FINDER_SCRIPT)()
      expect(seen().count).toBe(count)
    }
  })
})

describe("the count of a safari's group departures in the month chosen", () => {
  /** Each card's title and what it says of its departures, for the cards shown. */
  const counts = () =>
    cards()
      .filter((card) => !card.hidden)
      .map((card) => {
        const count = card.querySelector<HTMLElement>("[data-departure-count]")!
        return [card.querySelector("h3")!.textContent, count.hidden ? "" : count.textContent]
      })
  const onDay = (day: string) =>
    jest.useFakeTimers({ now: new Date(`${day}T12:00:00Z`), doNotFake: ["queueMicrotask", "requestAnimationFrame", "setTimeout"] })
  afterEach(() => jest.useRealTimers())

  it("says nothing until a month is chosen, then counts each safari's departures in it, one or more, none unsaid", async () => {
    onDay(TEST_DAY)
    document.body.innerHTML = ""
    const user = userEvent.setup()
    render(finder())
    expect(counts().every(([, count]) => count === "")).toBe(true)
    await user.click(screen.getByRole("link", { name: "May" }))
    expect(counts()).toEqual([
      ["Adventure Safaris", "1 group departure in May"],
      ["Wildlife Safaris", "2 group departures in May"],
      ["Bespoke Safaris", ""],
    ])
    await user.click(screen.getByRole("link", { name: "July" }))
    expect(counts()).toEqual([
      ["Adventure Safaris", "1 group departure in July"],
      ["Wildlife Safaris", "1 group departure in July"],
      ["Bespoke Safaris", ""],
    ])
  })

  it("is in the page the build made for a month, for browsers without JavaScript", () => {
    onDay(TEST_DAY)
    document.body.innerHTML = renderToString(finder({ month: "may" }))
    expect(counts()).toContainEqual(["Wildlife Safaris", "2 group departures in May"])
  })

  it("leaves out the departures that have left by the visitor's day, in React and in the script before the first paint", () => {
    // The first of the Wildlife safari's May departures (the 8th) has left; the one on the 29th has not.
    onDay("2027-05-10")
    document.body.innerHTML = ""
    window.history.replaceState(null, "", "/safaris?month=may")
    render(finder())
    const fromReact = counts()
    expect(fromReact).toContainEqual(["Wildlife Safaris", "1 group departure in May"])
    document.body.innerHTML = renderToString(finder())
    new Function(FINDER_SCRIPT)()
    new Function(FINDER_DEPARTURES_SCRIPT)()
    expect(counts()).toEqual(fromReact)
  })

  it.each(["?month=may", "?month=jul&kind=wildlife", "?month=12", "?kind=winter", "?month=nope", ""])(
    "the script shows for %s what React shows on the tests' day",
    (search) => {
      onDay(TEST_DAY)
      const values = filterValues(safaris.map((safari) => safari.kind))
      document.body.innerHTML = renderToString(finder(filterFromSearch(search, values)))
      const expected = counts()
      document.body.innerHTML = renderToString(finder())
      window.history.replaceState(null, "", `/safaris${search}`)
      new Function(FINDER_SCRIPT)()
      new Function(FINDER_DEPARTURES_SCRIPT)()
      expect(counts()).toEqual(expected)
    }
  )
})
