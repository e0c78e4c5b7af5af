import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Picture } from "../../../src/components/picture"
import { imageData } from "../../fixtures/images"

const photo = imageData("content/images/gallery3.jpg", 480, 360)

describe("Picture", () => {
  it("offers every format the build made, at the width the layout gives it, and loads lazily", () => {
    const { container } = render(<Picture image={photo} alt="Nuthatch on a tree" sizes="50vw" />)
    const img = screen.getByRole("img", { name: "Nuthatch on a tree" })
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("src", photo.images.fallback?.src)
    expect(img).toHaveAttribute("sizes", "50vw")
    const sources = Array.from(container.querySelectorAll("picture > source"))
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset"), source.getAttribute("sizes")])).toEqual(
      (photo.images.sources ?? []).map((source) => [source.type, source.srcSet, "50vw"])
    )
  })

  it("keeps its space and shows the photo's main colour there until the file arrives", () => {
    render(<Picture image={{ ...photo, backgroundColor: "#6b7f4a" }} alt="Pine forest path" />)
    const img = screen.getByRole("img", { name: "Pine forest path" })
    expect(img).toHaveAttribute("width", "480")
    expect(img).toHaveAttribute("height", "360")
    expect(img).toHaveStyle({ backgroundColor: "#6b7f4a" })
  })

  it("leaves a full-width banner's size to the stylesheet (its data has width 1 and height 1 / aspect ratio)", () => {
    render(<Picture image={{ ...photo, layout: "fullWidth", width: 1, height: 0.5625 }} alt="Banner" />)
    const img = screen.getByRole("img", { name: "Banner" })
    expect(img).not.toHaveAttribute("width")
    expect(img).not.toHaveAttribute("height")
  })

  it("takes the size the image was made for when the layout gives none", () => {
    render(<Picture image={photo} alt="Avatar" />)
    expect(screen.getByRole("img", { name: "Avatar" })).toHaveAttribute("sizes", photo.images.fallback?.sizes)
  })

  it("loads a banner at once and first of all when told it is the largest paint", () => {
    render(<Picture image={photo} alt="Banner" loading="eager" fetchPriority="high" />)
    const img = screen.getByRole("img", { name: "Banner" })
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
  })

  it("lets a photo among many wait for the banner and fonts when told so", () => {
    render(<Picture image={photo} alt="Thumbnail" fetchPriority="low" />)
    const img = screen.getByRole("img", { name: "Thumbnail" })
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("fetchpriority", "low")
  })

  it("leaves the fetch priority to the browser otherwise", () => {
    render(<Picture image={photo} alt="Thumbnail" />)
    expect(screen.getByRole("img", { name: "Thumbnail" })).not.toHaveAttribute("fetchpriority")
  })
})
