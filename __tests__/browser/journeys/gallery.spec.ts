// The gallery: the lightbox over the grid, and the slow reel below it.
import { test, expect, screenshot } from "../engines/fixture"
import galleryJson from "../../../content/gallery.json"
import { clickOn, find, until } from "./steps"

const alts = galleryJson.images.map((item) => item.alt)
const dialog = 'dialog[aria-label="Photo viewer"]'
const caption = (css: string) => {
  const element = document.querySelector(css) as HTMLDialogElement | null
  return element?.open ? (element.querySelector("figcaption")?.textContent?.replace(/\s+/g, " ").trim() ?? "") : null
}
const captionOf = (position: number) => `${alts[position - 1]} (${position} of ${alts.length})`

test("the lightbox opens on a thumbnail, its arrows step and wrap, Escape and the overlay close it", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open("/gallery")
  const shows = (position: number) => until(driver, `photo ${position} in the lightbox`, caption, [dialog], { expected: captionOf(position) })

  await clickOn(driver, { css: "li button", name: alts[0] })
  await shows(1)
  // The photo itself has arrived and is drawn, not just its caption.
  await until(
    driver,
    "the photo to load",
    (css: string) => {
      const img = document.querySelector(`${css} img`) as HTMLImageElement | null
      return img !== null && img.complete && img.naturalWidth > 0
    },
    [dialog]
  )
  await screenshot(driver, "gallery-lightbox-390")

  const previous = await find(driver, { css: "button", name: "Previous photo", within: dialog })
  const next = await find(driver, { css: "button", name: "Next photo", within: dialog })
  await driver.click(previous)
  await shows(11)
  await driver.click(next)
  await shows(1)
  await driver.click(next)
  await shows(2)

  await driver.press("Escape")
  await until(driver, "the lightbox to close on Escape", caption, [dialog], { expected: null })

  await clickOn(driver, { css: "li button", name: alts[10] })
  await shows(11)
  // The buttons are drawn anew each time the lightbox opens.
  await clickOn(driver, { css: "button", name: "Next photo", within: dialog })
  await shows(1)
  // A point of the dimmed overlay, outside the photo, its caption and the buttons.
  const overlayPoint = await driver.evaluate((css: string) => {
    const overlay = document.querySelector(css)
    for (let y = 8; y < window.innerHeight; y += 16) {
      for (let x = 8; x < window.innerWidth; x += 16) if (document.elementFromPoint(x, y) === overlay) return { x, y }
    }
    return null
  }, dialog)
  expect(overlayPoint).not.toBeNull()
  await driver.clickAt(overlayPoint!.x, overlayPoint!.y)
  await until(driver, "the lightbox to close on the overlay", caption, [dialog], { expected: null })
})

test("the reel below the grid slides", async ({ driver }) => {
  await driver.open("/gallery")
  const track = '[aria-label="Slow reel"] ul'
  // Once every repeat is in (React adds them after hydration): WebKit once froze the reel from that moment on, and a
  // start read before it saw the jump of that change as motion.
  await until(driver, "every repeat of the reel", (css: string) => document.querySelectorAll(`${css} li`).length, [track], {
    expected: alts.length * 6,
  })
  await driver.evaluate((css: string) => document.querySelector(css)!.scrollIntoView({ block: "center" }), track)
  const position = (css: string) => new DOMMatrix(getComputedStyle(document.querySelector(css)!).transform).m41
  const start = await driver.evaluate(position, track)
  const moved = await until(
    driver,
    "the reel to move",
    (css: string, from: number) => {
      const element = document.querySelector(css)!
      const now = new DOMMatrix(getComputedStyle(element).transform).m41
      // What holds it still, if it stays: its state, a pointer over it, a hidden page.
      const still = {
        state: element.getAttribute("data-state"),
        play: getComputedStyle(element).animationPlayState,
        hovered: element.matches(":hover"),
        visibility: document.visibilityState,
      }
      return { moved: Math.abs(now - from) > 1, ...still }
    },
    [track, start],
    { done: (seen) => seen.moved }
  )
  expect(moved.moved).toBe(true)
})
