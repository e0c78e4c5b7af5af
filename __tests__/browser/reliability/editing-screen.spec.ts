import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { test, expect } from "@playwright/test"
import { routes } from "../routes"

// The editing screen as the production build serves it (npm start): its own headers, out of search engines, saving
// only to the production backend, and nothing of it in the public pages.
const publicDir = path.resolve(__dirname, "../../../public")

test("/admin/ has its own Content-Security-Policy, noindex, and never talks to a local backend", async ({ page }) => {
  const requests: string[] = []
  const violations: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto("/admin/")
  const headers = response?.headers() ?? {}
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'")
  expect(headers["content-security-policy"]).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com/)
  expect(headers["content-security-policy"]).not.toMatch(/localhost|127\.0\.0\.1/)
  expect(headers["x-robots-tag"]).toBe("noindex")
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  // Decap's sign-in screen for the GitHub backend.
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
  expect(violations).toEqual([])
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([])

  const config = await (await page.request.get("/admin/config.yml")).text()
  expect(config).not.toMatch(/local_backend|localhost/)
  expect(config).toContain('"name": "github"')
  expect(await (await page.request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin\/$/m)
})

test("axe finds nothing on the editing screen's own page", async ({ page }) => {
  // axe reads the whole of Decap's page: past the 30 s default once, beside the other browser tests on a busy machine.
  test.setTimeout(90_000)
  await page.goto("/admin/")
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withRules(["html-has-lang", "html-lang-valid", "document-title", "meta-viewport", "meta-refresh"])
    .analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test("no public page loads or names anything of the editing screen", async () => {
  for (const route of routes) {
    const file = path.join(publicDir, route.path === "/" ? "index.html" : `${route.path.slice(1)}/index.html`)
    expect({ route: route.path, admin: /\/admin\/|decap/i.test(fs.readFileSync(file, "utf8")) }).toEqual({ route: route.path, admin: false })
  }
})
