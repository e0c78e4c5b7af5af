import * as React from "react"
import { render, screen, within, fireEvent } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GalleryCarousel, reelFor } from "../../../../src/components/gallery/carousel"
import { galleryImages } from "../../../fixtures/images"
import { setMediaQueries } from "../../../fixtures/browser-apis"

const reducedMotion = "(prefers-reduced-motion: reduce)"
const renderCarousel = () => render(<GalleryCarousel images={galleryImages} label="Slow reel" />)
const carousel = () => screen.getByRole("group", { name: "Slow reel" })
const track = () => carousel().querySelector("ul") as HTMLUListElement

describe("GalleryCarousel", () => {
  beforeEach(() => setMediaQueries([]))

  it("is a labelled carousel of the photos repeated six times, only the first set exposed", () => {
    renderCarousel()
    expect(carousel()).toHaveAttribute("aria-roledescription", "carousel")
    const slides = track().querySelectorAll("li")
    expect(slides).toHaveLength(66)
    expect(Array.from(slides).filter((slide) => slide.getAttribute("aria-hidden") === "true")).toHaveLength(55)
    expect(
      within(carousel())
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt"))
    ).toEqual(galleryImages.map((item) => item.alt))
    slides.forEach((slide) => expect(slide.querySelector("img")).toHaveAttribute("loading", "lazy"))
  })

  it("slides over 80,000 ms and advances its index each time a slide completes", () => {
    renderCarousel()
    expect(galleryImages).toHaveLength(11)
    expect(track()).toHaveStyle({ animationDuration: "80000ms" })
    expect(track()).toHaveAttribute("data-index", "0")
    fireEvent.animationIteration(track())
    fireEvent.animationIteration(track())
    expect(track()).toHaveAttribute("data-index", "2")
    for (let cycle = 0; cycle < 4; cycle += 1) fireEvent.animationIteration(track())
    expect(track()).toHaveAttribute("data-index", "0")
  })

  it("plays, and its pause button stops and restarts it", async () => {
    const user = userEvent.setup()
    renderCarousel()
    expect(track()).toHaveAttribute("data-state", "playing")
    await user.click(screen.getByRole("button", { name: "Pause carousel" }))
    expect(track()).toHaveAttribute("data-state", "paused")
    await user.click(screen.getByRole("button", { name: "Play carousel" }))
    expect(track()).toHaveAttribute("data-state", "playing")
  })

  it("starts paused for visitors who prefer reduced motion, and plays on request", async () => {
    setMediaQueries([reducedMotion])
    const user = userEvent.setup()
    renderCarousel()
    expect(track()).toHaveAttribute("data-state", "paused")
    await user.click(screen.getByRole("button", { name: "Play carousel" }))
    expect(track()).toHaveAttribute("data-state", "playing")
    expect(screen.getByRole("button", { name: "Pause carousel" })).toBeInTheDocument()
  })
})

describe("the reel at any number of photographs", () => {
  // Time a photograph takes to pass: the cycle slides one set of them.
  const pace = (count: number) => reelFor(count).cycleMs / count

  it("is the designed reel at eleven: six sets, two of them prerendered, an 80 s cycle", () => {
    expect(reelFor(11)).toEqual({ copies: 6, prerenderedCopies: 2, cycleMs: 80_000 })
  })

  it("moves at the same pace at any number, with no more sets than it takes to fill the track", () => {
    for (const count of [1, 3, 12, 40, 110]) expect(pace(count)).toBeCloseTo(pace(11), 0)
    expect(reelFor(110)).toMatchObject({ copies: 2, prerenderedCopies: 2 })
    expect(reelFor(3).copies).toBe(22)
    // The track stays within the designed length plus one set.
    for (const count of [1, 2, 5, 7, 12, 30, 65, 66, 110]) {
      const { copies, prerenderedCopies } = reelFor(count)
      expect(copies * count).toBeLessThanOrEqual(Math.max(66 + count, 2 * count))
      expect(prerenderedCopies).toBeLessThanOrEqual(copies)
    }
  })

  it("renders a short gallery as the same reel: three photographs repeated, sliding at the same pace", () => {
    render(<GalleryCarousel images={galleryImages.slice(0, 3)} label="Slow reel" />)
    expect(track().querySelectorAll("li")).toHaveLength(3 * reelFor(3).copies)
    expect(track()).toHaveStyle({ animationDuration: `${reelFor(3).cycleMs}ms` })
    expect(within(carousel()).getAllByRole("img")).toHaveLength(3)
  })
})
