// The safari finder of /safaris: its choices work as plain links without JavaScript (a page the build made for each),
// and with it at once, in the address, with the back button, read out to screen readers, without moving the page.
import { test, expect, type Page } from "@playwright/test"
import words from "../../../content/safari-finder.json"
import { openPage } from "../open-page"
import { tabTo } from "../keyboard"
import { layoutShifts, recordLayoutShifts, withoutWebFonts } from "../layout-shifts"
import { safaris } from "../../fixtures/safaris"

const finder = (page: Page) => page.locator("#finder")
const shownTitles = (page: Page) => finder(page).locator("li[data-card]:visible h3").allTextContents()
const choice = (page: Page, name: string) => finder(page).getByRole("link", { name, exact: true })
const allTitles = safaris.map((safari) => safari.title)
const inOctober = ["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"]

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("every safari is in the HTML, and each choice is a link to a page of its own that shows the safaris fitting it", async ({ page }) => {
    await page.goto("/safaris")
    expect(await shownTitles(page)).toEqual(allTitles)
    await expect(page.getByRole("status")).toHaveText("Showing all 4 safaris.")
    // The spec's lists stay, each with its button.
    await expect(page.getByRole("heading", { name: "Adventure Safaris", level: 2 })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Wildlife Safaris", level: 2 })).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: "Plan Your Trip" })).toHaveCount(2)

    await choice(page, "October").click()
    await expect(page).toHaveURL(/\/safaris\/month\/october$/)
    expect(await shownTitles(page)).toEqual(inOctober)
    await expect(page.getByRole("status")).toHaveText("Showing 3 of 4 safaris.")
    await expect(choice(page, "October")).toHaveAttribute("aria-current", "true")
    await expect(finder(page).getByRole("link", { name: "Plan this safari Wildlife Safaris" })).toHaveAttribute(
      "href",
      "/trip?safari=333&month=october"
    )
    // Its address for search engines is the list's own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/safaris$/)

    await choice(page, "Winter").click()
    await expect(page).toHaveURL(/\/safaris\/kind\/winter$/)
    expect(await shownTitles(page)).toEqual(["Winter Safaris"])
    await choice(page, words.anyKind).click()
    await expect(page).toHaveURL(/\/safaris$/)
    expect(await shownTitles(page)).toEqual(allTitles)
  })

  test("a choice no safari fits says so, and leads to the trip form and to the bespoke safari", async ({ page }) => {
    await page.goto("/safaris/length/up-to-5-days")
    expect(await shownTitles(page)).toEqual([])
    await expect(page.getByRole("status")).toHaveText(words.noMatch)
    await expect(page.getByText(words.noMatchText)).toBeVisible()
    await expect(finder(page).getByRole("link", { name: words.enquiryLink })).toHaveAttribute("href", "/trip")
    await expect(finder(page).getByRole("link", { name: "Bespoke Safaris" })).toHaveAttribute("href", "/safaris/444")
  })

  test("the address of a page of one choice never stands for a safari, and an unknown one leads to the list", async ({ request }) => {
    for (const path of ["/safaris/month/january", "/safaris/kind/bespoke", "/safaris/length/6-to-7-days", "/safaris/budget/over-2000"])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    const unknown = await request.get("/safaris/month/smarch", { maxRedirects: 0 })
    expect(unknown.status()).toBe(302)
    expect(unknown.headers().location).toBe("/safaris")
  })
})

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("a choice applies at once and goes in the address; choices combine; the back button undoes each, where the visitor was", async ({ page }) => {
    await openPage(page, "/safaris")
    await finder(page).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await choice(page, "October").click()
    await expect(page).toHaveURL(/\/safaris\?month=october$/)
    await expect.poll(() => shownTitles(page)).toEqual(inOctober)
    await expect(finder(page).getByRole("link", { name: "Plan this safari Wildlife Safaris" })).toHaveAttribute(
      "href",
      "/trip?safari=333&month=october"
    )

    await choice(page, "Winter").click()
    await expect(page).toHaveURL(/\/safaris\?month=october&kind=winter$/)
    await expect.poll(() => shownTitles(page)).toEqual([])
    await expect(page.getByText(words.noMatchText)).toBeVisible()
    await expect(finder(page).getByRole("link", { name: words.enquiryLink })).toHaveAttribute("href", "/trip?month=october")

    const scrolled = await page.evaluate(() => window.scrollY)
    await page.goBack()
    await expect(page).toHaveURL(/\/safaris\?month=october$/)
    await expect.poll(() => shownTitles(page)).toEqual(inOctober)
    await page.goBack()
    await expect(page).toHaveURL(/\/safaris$/)
    await expect.poll(() => shownTitles(page)).toEqual(allTitles)
    // Gatsby's router restores the scroll of each history entry: the finder's entries keep the visitor where they were.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2)
    await page.goForward()
    await expect.poll(() => shownTitles(page)).toEqual(inOctober)
  })

  test("a shared address opens with its choice, and a choice the finder does not offer is left out", async ({ page }) => {
    await openPage(page, "/safaris?month=Jan&budget=over-2000&kind=nonsense")
    expect(await shownTitles(page)).toEqual(["Bespoke Safaris"])
    await expect(choice(page, "January")).toHaveAttribute("aria-current", "true")
    await expect(choice(page, words.anyKind)).toHaveAttribute("aria-current", "true")
  })

  test("screen readers hear how many safaris fit after each choice, from a polite live region", async ({ page }) => {
    await openPage(page, "/safaris")
    const status = finder(page).getByRole("status")
    await expect(status).toHaveText("Showing all 4 safaris.")
    // role=status is a polite live region: a change of its text is read out without moving focus.
    await choice(page, "July").click()
    await expect(status).toHaveText("Showing 3 of 4 safaris.")
    await choice(page, "Under £500").click()
    await expect(status).toHaveText(words.noMatch)
    const snapshot = await finder(page).ariaSnapshot()
    expect(snapshot).toContain(`status: ${words.noMatch}`)
  })

  test("works by keyboard: Tab to a choice, Enter applies it, and focus stays on it", async ({ page }) => {
    await openPage(page, "/safaris")
    const winter = choice(page, "Winter")
    await tabTo(page, winter)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\?kind=winter$/)
    await expect(winter).toBeFocused()
    await expect(winter).toHaveAttribute("aria-current", "true")
    await expect.poll(() => shownTitles(page)).toEqual(["Winter Safaris"])
  })

  // Screens tall enough to show the list and what follows it at the first paint: a shift out of view is not counted.
  for (const [width, height] of [
    [390, 2400],
    [1366, 1800],
  ]) {
    test(`at ${width} px, an address's choice is applied before the first paint: nothing moves when React takes over`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      // Only what applying the choice moves counts (a late web font once rewrapped the menu's links at 1366 px).
      await withoutWebFonts(page)
      await recordLayoutShifts(page)
      for (const address of ["/safaris?month=october", "/safaris?month=october&kind=winter", "/safaris?length=up-to-5-days", "/safaris/month/july"]) {
        await openPage(page, address)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await layoutShifts(page), address).toEqual([])
      }
    })
  }

  test("before its JavaScript arrives the page already shows the address's choice, as React shows it after", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto("/safaris?month=oct&kind=winter")
    const before = {
      shown: await shownTitles(page),
      status: await finder(page).getByRole("status").textContent(),
      current: await finder(page).locator("a[aria-current]").allTextContents(),
    }
    expect(before).toEqual({ shown: [], status: words.noMatch, current: ["Oct", "Winter", words.anyLength, words.anyBudget] })
    await expect(page.getByText(words.noMatchText)).toBeVisible()
    await page.unroute(/\.js$/)
    await openPage(page, "/safaris?month=oct&kind=winter")
    expect({
      shown: await shownTitles(page),
      status: await finder(page).getByRole("status").textContent(),
      current: await finder(page).locator("a[aria-current]").allTextContents(),
    }).toEqual(before)
  })

  // Speed is a benchmark's figure, never a timed test's (a shared machine would make it flaky): this test shows that every
  // choice works on a phone-speed processor, and notes each click's time to the next paint beside the result.
  test("each choice answers on a phone-speed processor (4x slower), its time to the next paint noted", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, "/safaris")
    await finder(page).scrollIntoViewIfNeeded()
    const names = ["October", "Wildlife", "6 to 7 days", "£1,000-£2,000", "Winter", words.anyMonth, words.anyKind, "Under £500", words.anyBudget]
    // Where each choice is, found before the slowdown, so the test's own look-ups do not run in the measured time.
    const points = []
    for (const name of names) {
      const box = (await choice(page, name).boundingBox())!
      points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
    }
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.evaluate(() => {
      const w = window as unknown as { clicks: { duration: number; handlers: number }[] }
      w.clicks = []
      // Event Timing, as INP reads it: from the input to the paint after its handlers, and the handlers' own time.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
          if (entry.interactionId && entry.name === "click")
            w.clicks.push({ duration: entry.duration, handlers: entry.processingEnd - entry.processingStart })
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit)
    })
    for (const point of points) {
      await page.mouse.click(point.x, point.y)
      await page.waitForTimeout(300)
    }
    const clicks = await page.evaluate(() => (window as unknown as { clicks: { duration: number; handlers: number }[] }).clicks)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
    expect(await shownTitles(page)).toEqual(allTitles)
    test.info().annotations.push({
      type: "clicks at 4x: ms to the next paint (handlers)",
      description: clicks.map((c) => `${c.duration} (${Math.round(c.handlers)})`).join(", "),
    })
  })
})
