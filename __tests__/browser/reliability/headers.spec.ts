import { test, expect, type Page } from "@playwright/test"
import { notFoundPaths, routes } from "../routes"
import { enquiryFor, fillEnquiryForm, openEnquiryForm, successText, uniqueName } from "../enquiry/steps"

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
function watchViolations(page: Page) {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`))
  const record = () =>
    page.evaluate(() => ((window as unknown as { __violations?: string[] }).__violations ?? []).map((text) => `securitypolicyviolation: ${text}`))
  return { violations, record }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const store: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = store
    document.addEventListener("securitypolicyviolation", (event) => store.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})

test.describe("security headers", () => {
  for (const path of [...routes.map((route) => route.path), notFoundPaths[0]]) {
    test(`${path} is served with the security headers and logs no CSP violation`, async ({ page }) => {
      const { violations, record } = watchViolations(page)
      const response = await page.goto(path)
      const headers = response?.headers() ?? {}
      const csp = headers["content-security-policy"] ?? ""
      expect(csp).toContain("default-src 'self'")
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers["strict-transport-security"]).toContain("max-age=")
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["permissions-policy"]).toContain("camera=()")
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
      // Scroll through the page so lazy images, the video and late scripts load too.
      await page.waitForLoadState("networkidle")
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((done) => setTimeout(done, 50))
        }
      })
      await page.waitForLoadState("networkidle")
      expect([...violations, ...(await record())]).toEqual([])
    })
  }

  test("hashed scripts and images are cached for a year, page data revalidates", async ({ page }) => {
    const seen = new Map<string, string>()
    page.on("response", (response) => {
      const url = new URL(response.url())
      seen.set(url.pathname, response.headers()["cache-control"] ?? "")
    })
    await page.goto("/gallery")
    await page.waitForLoadState("networkidle")
    const scripts = [...seen].filter(([path]) => /^\/[^/]+-[0-9a-f]{8,}\.js$/.test(path))
    const images = [...seen].filter(([path]) => path.startsWith("/static/"))
    const pageData = [...seen].filter(([path]) => path.startsWith("/page-data/"))
    expect(scripts.length).toBeGreaterThan(0)
    expect(images.length).toBeGreaterThan(0)
    for (const [, value] of [...scripts, ...images]) expect(value).toBe("public, max-age=31536000, immutable")
    for (const [, value] of pageData) expect(value).toBe("public, max-age=0, must-revalidate")
  })

  test("sending an enquiry to the local inbox breaks no CSP rule", async ({ page }) => {
    const { violations, record } = watchViolations(page)
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiryFor(uniqueName("CSP check")))
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toContainText(successText)
    expect([...violations, ...(await record())]).toEqual([])
  })
})
