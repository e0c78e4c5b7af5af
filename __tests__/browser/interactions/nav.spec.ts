import { test, expect, type Page } from "@playwright/test"
import { openPage } from "../open-page"
import site from "../../../content/site.json"

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
// The bar reads the scroll position once per animation frame; let two frames pass before asserting it did not change.
const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

for (const width of [390, 1366]) {
  test.describe(`navigation bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("on / keeps the home style at 140 px and takes the scrolled style at 160 px", async ({ page }) => {
      await openPage(page, "/")
      const bar = page.getByRole("banner")
      await expect(bar).toHaveAttribute("data-variant", "home")
      const homeBackground = await bar.evaluate((element) => getComputedStyle(element).backgroundImage)
      expect(homeBackground).toContain("gradient")

      await scrollTo(page, 160)
      await expect(bar).toHaveAttribute("data-variant", "scrolled")
      await expect(bar).toHaveCSS("background-color", "rgb(19, 40, 32)")
      await expect(bar).toHaveCSS("background-image", "none")

      await scrollTo(page, 140)
      await expect(bar).toHaveAttribute("data-variant", "home")
      await expect(bar).toHaveCSS("background-image", homeBackground)

      await scrollTo(page, 150)
      await nextFrames(page)
      await expect(bar).toHaveAttribute("data-variant", "home")
      await scrollTo(page, 151)
      await expect(bar).toHaveAttribute("data-variant", "scrolled")
    })

    test("other pages keep their own style however far they scroll, with the current link marked", async ({ page }) => {
      await openPage(page, "/gallery")
      const bar = page.getByRole("banner")
      await scrollTo(page, 400)
      await nextFrames(page)
      await expect(bar).toHaveAttribute("data-variant", "inner")
      await expect(bar.getByRole("link", { name: "Gallery", includeHidden: true })).toHaveAttribute("aria-current", "page")
      await expect(bar.locator("[aria-current]")).toHaveCount(1)
    })
  })
}

test.describe("current link highlight at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("changes with the scrolled style on /", async ({ page }) => {
    await openPage(page, "/")
    const home = page.getByRole("banner").getByRole("link", { name: "Home" })
    await expect(home).toHaveAttribute("aria-current", "page")
    await expect(home).toHaveCSS("box-shadow", /inset/)
    await scrollTo(page, 400)
    await expect(home).toHaveCSS("background-color", "rgb(232, 185, 73)")
    await expect(home).toHaveCSS("box-shadow", "none")
  })
})

test("a link clicked on a wide screen leaves the menu closed when the window narrows", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openPage(page, "/about")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Safaris", exact: true }).click()
  await expect(page).toHaveURL(/\/safaris$/)
  await page.setViewportSize({ width: 390, height: 800 })
  const toggle = page.getByRole("button", { name: /menu/i })
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await expect(page.locator(`#${await toggle.getAttribute("aria-controls")}`)).toBeHidden()
})

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test("a tap on the menu button before the page's JavaScript has arrived opens the menu once it has", async ({ page }) => {
    // A slow connection: the prerendered page is on screen while its scripts are still on the way.
    let deliverScripts = () => {}
    const scriptsDelivered = new Promise<void>((resolve) => (deliverScripts = resolve))
    await page.route(/\.js$/, async (route) => {
      await scriptsDelivered
      await route.continue()
    })
    await page.goto("/about", { waitUntil: "domcontentloaded" })
    const toggle = page.getByRole("button", { name: /menu/i })
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")

    deliverScripts()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(menu).toBeVisible()
  })

  test("opens and closes from the keyboard, with every link reachable, and Escape returns focus", async ({ page }) => {
    await openPage(page, "/about")
    const toggle = page.getByRole("button", { name: /menu/i })
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    await expect(menu).toBeHidden()

    for (let presses = 0; presses < 5 && !(await toggle.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press("Tab")
    }
    await expect(toggle).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "close")
    await expect(menu).toBeVisible()

    for (const name of ["Home", "About", "Safaris", "Plan Your Trip", "Gallery", "Contact"]) {
      await page.keyboard.press("Tab")
      await expect(menu.getByRole("link", { name })).toBeFocused()
      await expect(menu.getByRole("link", { name })).toBeInViewport()
    }

    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle.locator("[data-icon]")).toHaveAttribute("data-icon", "menu")
    await expect(toggle).toBeFocused()

    await page.keyboard.press("Space")
    await expect(menu).toBeVisible()
    await page.keyboard.press("Space")
    await expect(menu).toBeHidden()
  })

  test("a link click goes to its page and closes the menu; the logo closes it too", async ({ page }) => {
    await openPage(page, "/about")
    const toggle = page.getByRole("button", { name: /menu/i })
    await toggle.click()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Gallery")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")

    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("banner").getByRole("link", { name: site.name }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.locator(`#${await toggle.getAttribute("aria-controls")}`)).toBeHidden()
  })
})
