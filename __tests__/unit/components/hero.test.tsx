import * as React from "react"
import { render, screen, act } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../src/components/hero"
import { imageData } from "../../fixtures/images"
import { installIntersectionObserver, installMediaPlayback, setIntersecting, setMediaQueries } from "../../fixtures/browser-apis"

const reducedMotion = "(prefers-reduced-motion: reduce)"
const video = { webm: "/video/hero-loch.webm", mp4: "/video/hero-loch.mp4" }

const renderHero = () =>
  render(
    <Hero
      heading="Wild Scotland, your way"
      text="Tailor-made safaris."
      poster={imageData("loch-mountains-reflection.jpg", 1920, 1080)}
      posterAlt="Mountains reflected in a still loch under a clear sky"
      video={video}
    />
  )

const findVideo = () => document.querySelector("video")
const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, "readyState", { value: state, configurable: true })
const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, "connection", { value: saveData === undefined ? undefined : { saveData }, configurable: true })

describe("Hero", () => {
  beforeEach(() => {
    setMediaQueries([])
    setReadyState("complete")
    setSaveData(undefined)
    installMediaPlayback()
    installIntersectionObserver()
  })

  it("shows the poster photograph with its alt text, loaded eagerly", () => {
    renderHero()
    const poster = screen.getByRole("img", { name: "Mountains reflected in a still loch under a clear sky" })
    expect(poster).toHaveAttribute("loading", "eager")
    expect(screen.getByRole("heading", { level: 1, name: "Wild Scotland, your way" })).toBeInTheDocument()
  })

  it("attaches the video only once the window has loaded", () => {
    setReadyState("loading")
    renderHero()
    expect(findVideo()).toBeNull()
    act(() => {
      window.dispatchEvent(new Event("load"))
    })
    expect(findVideo()).not.toBeNull()
  })

  it("plays a muted, looping, inline, decorative video with WebM first and MP4 as fallback", () => {
    renderHero()
    const element = findVideo() as HTMLVideoElement
    expect(element).toHaveAttribute("aria-hidden", "true")
    expect(element.muted).toBe(true)
    expect(element.loop).toBe(true)
    expect(element).toHaveAttribute("playsinline")
    expect(Array.from(element.querySelectorAll("source")).map((source) => [source.getAttribute("type"), source.getAttribute("src")])).toEqual([
      ["video/webm", video.webm],
      ["video/mp4", video.mp4],
    ])
    expect(element.paused).toBe(false)
  })

  it("has a pause button that pauses and restarts the video", async () => {
    const user = userEvent.setup()
    renderHero()
    await user.click(screen.getByRole("button", { name: "Pause background video" }))
    expect(findVideo()?.paused).toBe(true)
    await user.click(screen.getByRole("button", { name: "Play background video" }))
    expect(findVideo()?.paused).toBe(false)
  })

  it("pauses while scrolled out of view and resumes when back, unless the visitor paused it", async () => {
    const user = userEvent.setup()
    renderHero()
    act(() => setIntersecting(false))
    expect(findVideo()?.paused).toBe(true)
    act(() => setIntersecting(true))
    expect(findVideo()?.paused).toBe(false)
    await user.click(screen.getByRole("button", { name: "Pause background video" }))
    act(() => setIntersecting(false))
    act(() => setIntersecting(true))
    expect(findVideo()?.paused).toBe(true)
  })

  it("shows only the poster, with no video or button, when the visitor prefers reduced motion", () => {
    setMediaQueries([reducedMotion])
    renderHero()
    expect(findVideo()).toBeNull()
    expect(screen.queryByRole("button", { name: /background video/ })).toBeNull()
    expect(screen.getByRole("img", { name: /Mountains reflected/ })).toBeInTheDocument()
  })

  it("shows only the poster when Save-Data is on", () => {
    setSaveData(true)
    renderHero()
    expect(findVideo()).toBeNull()
    expect(screen.queryByRole("button", { name: /background video/ })).toBeNull()
  })
})
