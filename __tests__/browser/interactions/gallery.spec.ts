import { test, expect, type Page } from "@playwright/test"
import { openPage } from "../open-page"
import { axeViolations } from "../axe"
import galleryJson from "../../../content/gallery.json"
import { tabTo } from "../keyboard"

const alts = galleryJson.images.map((item) => item.alt)
const grid = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("button", { name: alts[0] }) })
const dialog = (page: Page) => page.getByRole("dialog", { name: "Photo viewer" })
const caption = (page: Page) => dialog(page).locator("figcaption")
const shows = (page: Page, position: number) => expect(caption(page)).toHaveText(`${alts[position - 1]} (${position} of ${alts.length})`)

test.describe("gallery grid and lightbox at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("shows gallery1 to gallery11 in order as lazily loaded thumbnail buttons", async ({ page }) => {
    await openPage(page, "/gallery")
    const buttons = grid(page).getByRole("button")
    await expect(buttons).toHaveCount(11)
    for (const [index, alt] of alts.entries()) {
      await expect(buttons.nth(index)).toHaveAccessibleName(alt)
      await expect(buttons.nth(index).getByRole("img", { name: alt })).toHaveAttribute("loading", "lazy")
    }
  })

  test("works from the keyboard alone: open, step and wrap both ways, focus trapped, Escape returns focus", async ({ page }) => {
    await openPage(page, "/gallery")
    const firstThumb = grid(page).getByRole("button", { name: alts[0] })
    await tabTo(page, firstThumb)
    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeVisible()
    await shows(page, 1)
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused()
    await expect(dialog(page).getByRole("img", { name: alts[0] })).toBeVisible()

    await page.keyboard.press("ArrowLeft")
    await shows(page, 11)
    await expect(dialog(page).getByRole("img", { name: alts[10] })).toBeVisible()
    await page.keyboard.press("ArrowRight")
    await shows(page, 1)

    const order = ["Previous photo", "Next photo", "Close", "Previous photo"]
    for (const name of order) {
      await page.keyboard.press("Tab")
      await expect(dialog(page).getByRole("button", { name })).toBeFocused()
    }
    await page.keyboard.press("Shift+Tab")
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(dialog(page).getByRole("button", { name: "Next photo" })).toBeFocused()

    await page.keyboard.press("Space")
    await shows(page, 2)
    await page.keyboard.press("Enter")
    await shows(page, 3)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(grid(page).getByRole("button", { name: alts[2] })).toBeFocused()
  })

  test("the buttons wrap at both ends without closing; the close button and the overlay close it", async ({ page }) => {
    await openPage(page, "/gallery")
    await grid(page).getByRole("button", { name: alts[10] }).click()
    await shows(page, 11)
    await dialog(page).getByRole("button", { name: "Next photo" }).click()
    await shows(page, 1)
    await dialog(page).getByRole("button", { name: "Previous photo" }).click()
    await shows(page, 11)
    await expect(dialog(page)).toBeVisible()
    // The page behind does not scroll while the photo is open.
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden")

    await dialog(page).getByRole("img", { name: alts[10] }).click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(8, 450)
    await expect(dialog(page)).toBeHidden()
    await expect(grid(page).getByRole("button", { name: alts[10] })).toBeFocused()

    await grid(page).getByRole("button", { name: alts[4] }).click()
    await dialog(page).getByRole("button", { name: "Close" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(grid(page).getByRole("button", { name: alts[4] })).toBeFocused()
  })

  test("an image that fails to load is left out, not shown broken, and the error is logged", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    // gallery2 fails at once, before the page is interactive; gallery10 only once the page has hydrated,
    // so both ways of noticing a failure (looking at images on start, listening for errors) are exercised.
    let hydrated = () => {}
    const afterHydration = new Promise<void>((resolve) => (hydrated = resolve))
    await page.route(/\/gallery2\.(jpg|png|webp|avif)$/, (route) => route.fulfill({ status: 404, body: "" }))
    await page.route(/\/gallery10\.(jpg|png|webp|avif)$/, async (route) => {
      await afterHydration
      await route.fulfill({ status: 404, body: "" })
    })
    await openPage(page, "/gallery")
    // The reel leaves its "auto" state once React has taken over the page.
    await expect(page.locator("[data-state]")).not.toHaveAttribute("data-state", "auto")
    hydrated()
    await page.getByRole("group", { name: "Slow reel" }).scrollIntoViewIfNeeded()

    const buttons = grid(page).getByRole("button")
    await expect(buttons).toHaveCount(9)
    await expect(grid(page).getByRole("button", { name: alts[1] })).toHaveCount(0)
    await expect(grid(page).getByRole("button", { name: alts[9] })).toHaveCount(0)
    await expect.poll(() => errors.filter((text) => /gallery2"/.test(text)).length).toBe(1)
    await expect.poll(() => errors.filter((text) => /gallery10"/.test(text)).length).toBe(1)

    const carousel = page.getByRole("group", { name: "Slow reel" })
    await expect(carousel.getByRole("img")).toHaveCount(9)
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc)
        .map((img) => img.currentSrc)
    )
    expect(broken).toEqual([])

    await grid(page).getByRole("button", { name: alts[8] }).click()
    await expect(caption(page)).toHaveText(`${alts[8]} (8 of 9)`)
    await dialog(page).getByRole("button", { name: "Next photo" }).click()
    await expect(caption(page)).toHaveText(`${alts[10]} (9 of 9)`)
  })

  test("has no axe violations with the lightbox open", async ({ page }) => {
    await openPage(page, "/gallery")
    await grid(page).getByRole("button", { name: alts[3] }).click()
    await expect(dialog(page).getByRole("img", { name: alts[3] })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("lightbox at 390 px", () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test("fits the photo and its controls on a phone and has no axe violations", async ({ page }) => {
    await openPage(page, "/gallery")
    await grid(page).getByRole("button", { name: alts[1] }).click()
    const photo = dialog(page).getByRole("img", { name: alts[1] })
    await expect(photo).toBeInViewport({ ratio: 1 })
    for (const name of ["Close", "Previous photo", "Next photo"]) {
      await expect(dialog(page).getByRole("button", { name })).toBeInViewport({ ratio: 1 })
    }
    await dialog(page).getByRole("button", { name: "Previous photo" }).click()
    await dialog(page).getByRole("button", { name: "Previous photo" }).click()
    await shows(page, 11)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("thumbnails on a phone with a 2x screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

  test("each loads the smallest file that is still sharp at the size it shows", async ({ page }) => {
    await openPage(page, "/gallery")
    const images = grid(page).getByRole("img")
    for (const index of [0, 1]) {
      const image = images.nth(index)
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc !== "")).toBe(true)
      const { shownPixels, chosen, candidates } = await image.evaluate((element: HTMLImageElement) => {
        const source = element.closest("picture")?.querySelector("source")
        const candidates = (source?.srcset ?? element.srcset).split(",").map((entry) => {
          const [url, width] = entry.trim().split(/\s+/)
          return { url: new URL(url, location.href).href, width: parseInt(width, 10) }
        })
        return {
          shownPixels: element.getBoundingClientRect().width * devicePixelRatio,
          chosen: candidates.find((candidate) => candidate.url === element.currentSrc)?.width,
          candidates: candidates.map((candidate) => candidate.width),
        }
      })
      const smallestSharp = Math.min(...candidates.filter((width) => width >= shownPixels))
      expect({ shownPixels: Math.round(shownPixels), chosen }).toEqual({ shownPixels: Math.round(shownPixels), chosen: smallestSharp })
    }
  })
})
