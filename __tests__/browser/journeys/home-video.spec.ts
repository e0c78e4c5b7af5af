// The home page's background video.
import { test, expect, screenshot } from "../engines/fixture"
import { clickOn, until } from "./steps"

const videoState = () => {
  const video = document.querySelector("video")
  return video && { muted: video.muted, loop: video.loop, paused: video.paused, playing: video.currentTime > 0 && !video.paused }
}

test("the home video plays muted and looped, and its pause control stops it", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open("/")
  const state = await until(
    driver,
    "the video to play",
    () => {
      const video = document.querySelector("video")
      return video && video.currentTime > 0 && !video.paused ? { muted: video.muted, loop: video.loop } : null
    },
    [],
    { timeout: 20_000 }
  )
  expect(state).toEqual({ muted: true, loop: true })
  await screenshot(driver, "home-390")

  await clickOn(driver, { css: "button", name: "Pause background video" })
  await until(driver, "the video to pause", () => document.querySelector("video")!.paused, [])
  const pausedAt = await driver.evaluate(() => document.querySelector("video")!.currentTime)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(await driver.evaluate(videoState)).toMatchObject({ paused: true })
  expect(await driver.evaluate(() => document.querySelector("video")!.currentTime)).toBe(pausedAt)

  await clickOn(driver, { css: "button", name: "Play background video" })
  await until(driver, "the video to play again", () => !document.querySelector("video")!.paused, [])
})
