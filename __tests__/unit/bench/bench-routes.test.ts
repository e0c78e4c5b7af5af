/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { builtSafariRoutes } from "../../../bench/first-load-js.mjs"

// The bench measures each safari's own page at the route the build gave it, read from the built folder.
test("the safari routes are the pages built under /safaris/, not the /safaris page itself nor a folder without a page", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-routes-"))
  try {
    const page = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, file), "<!doctype html>")
    }
    page("safaris/index.html")
    page("safaris/222/index.html")
    page("safaris/111/index.html")
    fs.mkdirSync(path.join(publicDir, "safaris", "empty"))
    expect(builtSafariRoutes(publicDir)).toEqual(["/safaris/111", "/safaris/222"])
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
