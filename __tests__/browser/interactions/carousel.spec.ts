import { test, expect, type Locator } from "@playwright/test"
import { openPage } from "../open-page"
import galleryJson from "../../../content/gallery.json"

const transformOf = (track: Locator) => track.evaluate((element) => getComputedStyle(element).transform)

test.describe("gallery carousel", () => {
  test("is a labelled carousel of the eleven photos repeated six times, sliding linearly over 80 s", async ({ page }) => {
    await openPage(page, "/gallery")
    const carousel = page.getByRole("group", { name: "Slow reel" })
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel")
    const track = carousel.getByRole("list", { includeHidden: true })
    await expect(track.locator("li")).toHaveCount(66)
    // Only the first set reaches assistive technology; the five repeats are hidden decoration.
    await expect(carousel.getByRole("img")).toHaveCount(11)
    await expect(carousel.getByRole("img")).toHaveText(Array(11).fill(""))
    expect(await carousel.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
      galleryJson.images.map((item) => item.alt)
    )
    await expect(track).toHaveCSS("animation-duration", "80s")
    await expect(track).toHaveCSS("animation-timing-function", "linear")
    await expect(track).toHaveCSS("animation-iteration-count", "infinite")
    await expect(track).toHaveCSS("animation-play-state", "running")

    // It moves: the transform changes between two looks.
    await carousel.scrollIntoViewIfNeeded()
    const before = await transformOf(track)
    await expect.poll(() => transformOf(track)).not.toBe(before)
  })

  test("its prerendered HTML holds two sets and the page adds the other four; either way it slides one set per cycle", async ({ page }) => {
    // Halfway through a cycle, the track has moved by half of one set of eleven photographs.
    const halfCycle = (track: Locator) =>
      track.evaluate((element) => {
        const animation = element.getAnimations()[0]
        animation.pause()
        animation.currentTime = 40_000
        const slides = element.querySelectorAll("li")
        const set = (slides[11] as HTMLElement).offsetLeft - (slides[0] as HTMLElement).offsetLeft
        return { moved: -new DOMMatrix(getComputedStyle(element).transform).m41, halfSet: set / 2 }
      })
    const trackOf = () => page.getByRole("group", { name: "Slow reel" }).getByRole("list", { includeHidden: true })

    await page.route(/\.js$/, (route) => route.abort())
    await page.goto("/gallery")
    await expect(trackOf().locator("li")).toHaveCount(22)
    const before = await halfCycle(trackOf())
    expect(before.halfSet).toBeGreaterThan(500)
    expect(Math.abs(before.moved - before.halfSet)).toBeLessThan(1)

    await page.unroute(/\.js$/)
    await openPage(page, "/gallery")
    await expect(trackOf().locator("li")).toHaveCount(66)
    const after = await halfCycle(trackOf())
    expect(after.halfSet).toBeCloseTo(before.halfSet, 0)
    expect(Math.abs(after.moved - after.halfSet)).toBeLessThan(1)
  })

  test("its pause button stops the slide and its play button restarts it, from the keyboard", async ({ page }) => {
    await openPage(page, "/gallery")
    // A key pressed before the page's script has taken over would be lost.
    await page.waitForLoadState("networkidle")
    const carousel = page.getByRole("group", { name: "Slow reel" })
    const track = carousel.getByRole("list", { includeHidden: true })
    const pause = carousel.getByRole("button", { name: "Pause carousel" })
    await pause.focus()
    await page.keyboard.press("Enter")
    await expect(track).toHaveCSS("animation-play-state", "paused")
    // The compositor may paint one more frame after the pause; from then on the track stays where it is.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const still = await transformOf(track)
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)))
    expect(await transformOf(track)).toBe(still)
    await expect(carousel.getByRole("button", { name: "Play carousel" })).toBeFocused()
    await page.keyboard.press("Space")
    await expect(track).toHaveCSS("animation-play-state", "running")
    await expect(carousel.getByRole("button", { name: "Pause carousel" })).toBeVisible()
  })

  test.describe("for visitors who prefer reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("starts paused, and plays only when asked", async ({ page }) => {
      await openPage(page, "/gallery")
      const carousel = page.getByRole("group", { name: "Slow reel" })
      const track = carousel.getByRole("list", { includeHidden: true })
      await expect(carousel.getByRole("button", { name: "Play carousel" })).toBeVisible()
      await expect(track).toHaveCSS("animation-play-state", "paused")
      await carousel.getByRole("button", { name: "Play carousel" }).click()
      await expect(track).toHaveCSS("animation-play-state", "running")
    })

    test("is still before any script runs", async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort())
      await page.goto("/gallery")
      await expect(page.getByRole("group", { name: "Slow reel" }).getByRole("list", { includeHidden: true })).toHaveCSS(
        "animation-play-state",
        "paused"
      )
    })
  })
})
