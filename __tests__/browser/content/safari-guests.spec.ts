import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import { safaris } from "../../fixtures/safaris"
import testimonialsJson from "../../../content/testimonials.json"
import safariPage from "../../../content/safari-page.json"

// A safari's page shows the words of the guests whose testimonial names it, and carries no other testimonial in its
// data; the home page's carousel still shows the ones ticked for it, whatever safari they name.
const testimonials: ReadonlyArray<{ name: string; quote: string; safari?: string; showOnHome?: boolean }> = testimonialsJson.testimonials
const quotesIn = (data: unknown) => testimonials.filter((testimonial) => JSON.stringify(data).includes(testimonial.quote)).map(({ name }) => name)

for (const safari of safaris) {
  const own = testimonials.filter((testimonial) => testimonial.safari === safari.slug)
  test(`${safari.path} shows ${own.length ? own.map(({ name }) => name).join(", ") : "no guests' section"}, and its page data no other testimonial`, async ({
    page,
    request,
  }) => {
    await openPage(page, safari.path)
    const section = page.getByRole("region", { name: safariPage.guests.title })
    if (own.length === 0) await expect(section).toHaveCount(0)
    else {
      await expect(section.getByRole("blockquote")).toHaveText(own.map(({ quote }) => `“${quote}”`))
      for (const { name } of own) await expect(section.getByText(name, { exact: true })).toBeVisible()
    }
    const data = await (await request.get(`/page-data${safari.path}/page-data.json`)).json()
    expect(quotesIn(data)).toEqual(own.map(({ name }) => name))
  })
}

test("the home page's data holds the testimonials ticked for it, as before", async ({ request }) => {
  const data = await (await request.get("/page-data/index/page-data.json")).json()
  expect(quotesIn(data)).toEqual(testimonials.filter((testimonial) => testimonial.showOnHome).map(({ name }) => name))
})
