import * as React from "react"
import { render, screen, within, fireEvent } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CAROUSEL_CYCLE_MS, GalleryCarousel } from "../../../../src/components/gallery/carousel"
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
    expect(CAROUSEL_CYCLE_MS).toBe(80_000)
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
