import { test, expect, type Page } from "@playwright/test"
import { openPage } from "../open-page"
import home from "../../../content/pages/home.json"

const video = (page: Page) => page.locator("video")
const isPaused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused)
const poster = (page: Page) => page.getByRole("img", { name: home.banner.alt })

for (const width of [390, 1366]) {
  test.describe(`hero video at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("is not in the HTML; after load a muted, looping, inline, hidden video plays over the poster", async ({ page, request }) => {
      const html = await (await request.get("/")).text()
      expect(html).not.toContain("<video")
      expect(html).not.toContain("hero-loch")

      await openPage(page, "/")
      await expect(poster(page)).toBeVisible()
      await expect(poster(page)).toHaveAttribute("fetchpriority", "high")
      await page.waitForLoadState("load")
      await expect(video(page)).toHaveCount(1)
      await expect(video(page)).toHaveAttribute("aria-hidden", "true")
      await expect(video(page)).toHaveAttribute("loop", "")
      await expect(video(page)).toHaveAttribute("playsinline", "")
      expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
      await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0)
      expect(await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\/video\/hero-loch\.webm$/)
      await expect(video(page)).toHaveCSS("opacity", "1")
    })

    test("the pause button pauses and restarts it, from the keyboard", async ({ page }) => {
      await openPage(page, "/")
      const pause = page.getByRole("button", { name: "Pause background video" })
      await expect(pause).toBeVisible()
      await expect.poll(() => isPaused(page)).toBe(false)
      await pause.focus()
      await page.keyboard.press("Enter")
      await expect.poll(() => isPaused(page)).toBe(true)
      const play = page.getByRole("button", { name: "Play background video" })
      await expect(play).toBeFocused()
      await page.keyboard.press("Space")
      await expect.poll(() => isPaused(page)).toBe(false)
    })
  })
}

test("pauses while scrolled out of view and plays again when back", async ({ page }) => {
  await openPage(page, "/")
  await expect.poll(() => isPaused(page)).toBe(false)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => isPaused(page)).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => isPaused(page)).toBe(false)
})

test("the video is requested only after the load event and never becomes the largest contentful paint", async ({ page }) => {
  await openPage(page, "/")
  await expect.poll(() => isPaused(page)).toBe(false)
  const timing = () =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
      const videos = performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/video/"))
      return { loadEnd: navigation.loadEventEnd, videoStarts: videos.map((entry) => entry.startTime) }
    })
  // A media file's timing entry is only listed once its download has finished, which can be after playback starts.
  await expect.poll(async () => (await timing()).videoStarts.length).toBeGreaterThan(0)
  const { loadEnd, videoStarts } = await timing()
  for (const start of videoStarts) expect(start).toBeGreaterThanOrEqual(loadEnd)

  const largest = await page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        new PerformanceObserver((list) => {
          done((list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>).map((entry) => entry.element?.tagName ?? ""))
        }).observe({ type: "largest-contentful-paint", buffered: true })
      })
  )
  expect(largest.length).toBeGreaterThan(0)
  expect(largest).not.toContain("VIDEO")
})

test.describe("for visitors who prefer reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("shows the poster only: no video is loaded and there is no video button", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await openPage(page, "/")
    await page.waitForLoadState("networkidle")
    await expect(poster(page)).toBeVisible()
    await expect(video(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0)
    expect(requested.filter((url) => url.includes("/video/"))).toEqual([])
  })
})

test.describe("for visitors with Save-Data on", () => {
  test("shows the poster only", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }))
    await openPage(page, "/")
    await page.waitForLoadState("networkidle")
    await expect(poster(page)).toBeVisible()
    await expect(video(page)).toHaveCount(0)
  })
})
