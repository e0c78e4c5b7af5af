import { test, expect } from "@playwright/test"
import site from "../../../content/site.json"
import { savedEnquiries } from "./inbox"
import { enquiryFor, expectValuesKept, failureText, fillEnquiryForm, openEnquiryForm, successText, uniqueName } from "./steps"

const sendPath = "**/api/v1.0/email/send"
const savedFor = (name: string) => savedEnquiries().filter((line) => line.template_params.name === name)

test.describe("trip enquiry", () => {
  test("a complete enquiry reaches the local inbox, says so and empties the form", async ({ page }) => {
    const enquiry = enquiryFor(uniqueName("Success"))
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiry)
    const request = page.waitForRequest((r) => r.url().endsWith("/api/v1.0/email/send"))
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toHaveText(successText)
    const body = (await request).postDataJSON()
    expect(body).toMatchObject({
      lib_version: "4.4.1",
      user_id: "local-inbox-public-key",
      service_id: "local-inbox-service",
      template_id: "local-inbox-trip-enquiry",
    })
    expect(new URL((await request).url()).origin).toBe(new URL(page.url()).origin)

    const saved = savedFor(enquiry.name)
    expect(saved).toHaveLength(1)
    expect(saved[0].template_params).toStrictEqual(enquiry)
    expect(Date.now() - Date.parse(saved[0].receivedAt)).toBeLessThan(60_000)

    await expect(page.getByLabel("Full name")).toHaveValue("")
    await expect(page.getByLabel("Adults")).toHaveValue("1")
    await expect(page.getByLabel("Children (under 12)")).toHaveValue("0")
    await expect(page.getByRole("radio", { name: "No" })).toBeChecked()
    await expect(page.getByRole("radio", { name: "Private Tour" })).not.toBeChecked()
    await expect(page.getByLabel(/Describe your flexible dates/)).toHaveCount(0)
    // Nothing left to restore once the enquiry is sent.
    await page.reload()
    await expect(page.getByLabel("Full name")).toBeEnabled()
    await expect(page.getByLabel("Full name")).toHaveValue("")
  })

  for (const [status, text] of [
    [400, "The public key is invalid"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
  ] as const) {
    test(`a ${status} answer shows the failure message with the address and keeps every value`, async ({ page }) => {
      const enquiry = enquiryFor(uniqueName(`Answer ${status}`))
      const errors: string[] = []
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      await page.route(sendPath, (route) => route.fulfill({ status, contentType: "text/plain", body: text }))
      await openEnquiryForm(page)
      await fillEnquiryForm(page, enquiry)
      await page.getByRole("button", { name: "Plan My Trip" }).click()
      const message = page.getByRole("status")
      await expect(message).toContainText(failureText)
      await expect(message.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
      await expect(message.getByRole("link", { name: /Open an e-mail with your enquiry/ })).toHaveAttribute(
        "href",
        /^mailto:.*body=.*Isle%20of%20Mull/
      )
      await expectValuesKept(page, enquiry)
      expect(errors.some((error) => error.includes(`${status} ${text}`))).toBe(true)
      expect(savedFor(enquiry.name)).toEqual([])
    })
  }

  test("a dropped connection shows the failure message, keeps every value, and a retry can still succeed", async ({ page }) => {
    const enquiry = enquiryFor(uniqueName("Dropped"))
    await page.route(sendPath, (route) => route.abort("connectionreset"), { times: 1 })
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiry)
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toContainText(failureText)
    await expectValuesKept(page, enquiry)
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toHaveText(successText)
    expect(savedFor(enquiry.name)).toHaveLength(1)
  })

  test("while a send is in flight the button is disabled, says so, and cannot send twice", async ({ page }) => {
    const enquiry = enquiryFor(uniqueName("In flight"))
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let posts = 0
    await page.route(sendPath, async (route) => {
      posts += 1
      await held
      await route.continue()
    })
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiry)
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    const busy = page.getByRole("button", { name: "Sending your inquiry…" })
    await expect(busy).toBeDisabled()
    await expect(busy).toBeFocused()
    await busy.click({ force: true })
    await page.getByLabel(/Message/).press("Enter")
    release()
    await expect(page.getByRole("status")).toHaveText(successText)
    expect(posts).toBe(1)
    expect(savedFor(enquiry.name)).toHaveLength(1)
  })

  test("what was typed comes back after a reload", async ({ page }) => {
    const enquiry = enquiryFor(uniqueName("Draft"))
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiry)
    await page.reload()
    await expect(page.getByLabel("Full name")).toBeEnabled()
    await expectValuesKept(page, enquiry)
  })

  test("a send in one tab leaves another tab's different enquiry, there after a reload", async ({ page }) => {
    const first = enquiryFor(uniqueName("First tab"))
    const second = enquiryFor(uniqueName("Second tab"))
    await openEnquiryForm(page)
    await fillEnquiryForm(page, first)
    const otherTab = await page.context().newPage()
    await openEnquiryForm(otherTab)
    await fillEnquiryForm(otherTab, second)
    await otherTab.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(otherTab.getByRole("status")).toHaveText(successText)
    await page.reload()
    await expect(page.getByLabel("Full name")).toBeEnabled()
    await expectValuesKept(page, first)
    await otherTab.close()
  })

  test("the browser's own checks stop an incomplete enquiry before anything is sent", async ({ page }) => {
    let posts = 0
    page.on("request", (request) => request.url().endsWith("/api/v1.0/email/send") && (posts += 1))
    await openEnquiryForm(page)
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByLabel("Full name")).toBeFocused()
    await fillEnquiryForm(page, {
      ...enquiryFor(uniqueName("Dates")),
      returnDate: enquiryFor("x").departureDate,
      departureDate: enquiryFor("x").returnDate,
    })
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByLabel("Return date")).toBeFocused()
    expect(await page.getByLabel("Return date").evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true)
    await expect(page.getByRole("status")).toBeEmpty()
    expect(posts).toBe(0)
  })

  test("a bot that fills the hidden field is shown success, and nothing is sent", async ({ page }) => {
    const enquiry = enquiryFor(uniqueName("Bot"))
    let posts = 0
    page.on("request", (request) => request.url().endsWith("/api/v1.0/email/send") && (posts += 1))
    await openEnquiryForm(page)
    await fillEnquiryForm(page, enquiry)
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true })
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toHaveText(successText)
    expect(posts).toBe(0)
    expect(savedFor(enquiry.name)).toEqual([])
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })
    test("the page says the form needs it and gives the e-mail address", async ({ page }) => {
      await page.goto("/trip")
      await expect(page.getByText("This form needs JavaScript")).toBeVisible()
      await expect(page.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`)
      await expect(page.getByLabel("Full name")).toBeDisabled()
      await expect(page.getByRole("button", { name: "Plan My Trip" })).toBeDisabled()
    })
  })
})
