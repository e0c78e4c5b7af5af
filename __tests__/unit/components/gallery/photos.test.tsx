import * as React from "react"
import { render, screen, within, fireEvent } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GalleryPhotos } from "../../../../src/components/gallery/photos"
import { GalleryCarousel, reelFor } from "../../../../src/components/gallery/carousel"
import { galleryImages } from "../../../fixtures/images"
import { installDialog, setMediaQueries } from "../../../fixtures/browser-apis"

const alts = galleryImages.map((item) => item.alt)

const renderGallery = () => render(<GalleryPhotos images={galleryImages} below={(shown) => <GalleryCarousel images={shown} label="Slow reel" />} />)

const thumbnails = () => within(screen.getAllByRole("list")[0]).getAllByRole("button")
const dialog = () => screen.getByRole("dialog", { name: "Photo viewer" })
const caption = () => dialog().querySelector("figcaption")?.textContent

beforeEach(() => {
  installDialog()
  setMediaQueries([])
})

describe("GalleryPhotos", () => {
  it("shows the eleven photos in content order, each a button named by its alt text", () => {
    renderGallery()
    expect(thumbnails()).toHaveLength(11)
    thumbnails().forEach((button, index) => {
      expect(button).toHaveAccessibleName(alts[index])
      expect(button).toHaveAttribute("aria-haspopup", "dialog")
      expect(within(button).getByRole("img")).toHaveAttribute("loading", "lazy")
    })
  })

  it("opens the clicked photo full size in a dialog that starts on the close button", async () => {
    const user = userEvent.setup()
    renderGallery()
    expect(screen.queryByRole("dialog")).toBeNull()
    await user.click(screen.getByRole("button", { name: alts[1] }))
    expect(dialog()).toHaveAttribute("open")
    expect(within(dialog()).getByRole("img", { name: alts[1] })).toBeInTheDocument()
    expect(caption()).toBe(`${alts[1]} (2 of 11)`)
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus()
  })

  it("steps with the buttons and the arrow keys, wrapping at both ends without closing", async () => {
    const user = userEvent.setup()
    renderGallery()
    await user.click(screen.getByRole("button", { name: alts[10] }))
    await user.click(screen.getByRole("button", { name: "Next photo" }))
    expect(caption()).toBe(`${alts[0]} (1 of 11)`)
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    expect(caption()).toBe(`${alts[10]} (11 of 11)`)
    await user.keyboard("{ArrowRight}{ArrowRight}")
    expect(caption()).toBe(`${alts[1]} (2 of 11)`)
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}")
    expect(caption()).toBe(`${alts[9]} (10 of 11)`)
    expect(dialog()).toHaveAttribute("open")
  })

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup()
    renderGallery()
    await user.click(screen.getByRole("button", { name: alts[0] }))
    const close = screen.getByRole("button", { name: "Close" })
    const next = screen.getByRole("button", { name: "Next photo" })
    await user.tab()
    await user.tab()
    expect(next).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(next).toHaveFocus()
  })

  it("closes with the close button and gives focus to the thumbnail of the photo last shown", async () => {
    const user = userEvent.setup()
    renderGallery()
    await user.click(screen.getByRole("button", { name: alts[2] }))
    await user.keyboard("{ArrowRight}")
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("button", { name: alts[3] })).toHaveFocus()
  })

  it("closes on a click on the overlay, not on a click on the photo", async () => {
    const user = userEvent.setup()
    renderGallery()
    await user.click(screen.getByRole("button", { name: alts[0] }))
    await user.click(within(dialog()).getByRole("img", { name: alts[0] }))
    expect(dialog()).toHaveAttribute("open")
    await user.click(dialog())
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("leaves out a photo that fails to load, everywhere, and logs the error once", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderGallery()
    const broken = within(screen.getByRole("button", { name: alts[4] })).getByRole("img")
    fireEvent.error(broken)
    fireEvent.error(broken)
    expect(screen.queryByRole("button", { name: alts[4] })).toBeNull()
    expect(thumbnails()).toHaveLength(10)
    expect(screen.getByRole("group", { name: "Slow reel" }).querySelectorAll("li")).toHaveLength(10 * reelFor(10).copies)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0][0])).toContain("gallery5")
    error.mockRestore()
  })

  it("drops a photo whose full-size image fails while it is open, showing the next one", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderGallery()
    await user.click(screen.getByRole("button", { name: alts[5] }))
    fireEvent.error(within(dialog()).getByRole("img", { name: alts[5] }))
    expect(caption()).toBe(`${alts[6]} (6 of 10)`)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})

describe("GalleryPhotos at any number of photographs", () => {
  it("steps through three photographs, wrapping at both ends", async () => {
    const user = userEvent.setup()
    const three = galleryImages.slice(0, 3)
    render(<GalleryPhotos images={three} />)
    expect(thumbnails()).toHaveLength(3)
    await user.click(screen.getByRole("button", { name: alts[2] }))
    await user.click(screen.getByRole("button", { name: "Next photo" }))
    expect(caption()).toBe(`${alts[0]} (1 of 3)`)
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    expect(caption()).toBe(`${alts[1]} (2 of 3)`)
  })

  it("shows a lone photograph without Previous and Next, which would do nothing, and keeps Tab on Close", async () => {
    const user = userEvent.setup()
    render(<GalleryPhotos images={galleryImages.slice(0, 1)} />)
    await user.click(screen.getByRole("button", { name: alts[0] }))
    expect(
      within(dialog())
        .getAllByRole("button")
        .map((button) => button.textContent)
    ).toEqual(["Close"])
    expect(caption()).toBe(alts[0])
    await user.keyboard("{ArrowRight}{ArrowLeft}")
    expect(caption()).toBe(alts[0])
    await user.tab()
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus()
  })

  it("drops Previous and Next when every other photograph failed to load", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const user = userEvent.setup()
      render(<GalleryPhotos images={galleryImages.slice(0, 2)} />)
      fireEvent.error(within(screen.getByRole("button", { name: alts[1] })).getByRole("img"))
      await user.click(screen.getByRole("button", { name: alts[0] }))
      expect(within(dialog()).queryByRole("button", { name: "Next photo" })).toBeNull()
      expect(within(dialog()).queryByRole("button", { name: "Previous photo" })).toBeNull()
    } finally {
      error.mockRestore()
    }
  })

  it("knows a photograph added in the editing screen (no id) by its words, and logs its failure by them", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const added = { ...galleryImages[0], id: null, alt: "A red deer stag on the skyline at dusk" }
    render(<GalleryPhotos images={[...galleryImages.slice(0, 2), added]} />)
    const button = screen.getByRole("button", { name: added.alt })
    expect(button).toHaveAttribute("data-image-key", "a-red-deer-stag-on-the")
    fireEvent.error(within(button).getByRole("img"))
    expect(screen.queryByRole("button", { name: added.alt })).toBeNull()
    expect(String(error.mock.calls[0][0])).toContain("a-red-deer-stag-on-the")
    error.mockRestore()
  })
})
