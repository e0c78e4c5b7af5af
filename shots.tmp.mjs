import { chromium } from "@playwright/test"
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
for (const [path, name] of [["/safaris/222", "winter"], ["/safaris", "safaris"], ["/trip?safari=222", "trip"]]) {
  for (const width of [390, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
    await page.goto(base + path)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)) } window.scrollTo(0, 0) })
    await page.addStyleTag({ content: "section { content-visibility: visible !important }" })
    await page.waitForTimeout(800)
    await page.screenshot({ path: `/tmp/wt24/shots/${name}-${width}.png`, fullPage: true })
    await page.close()
  }
}
await browser.close()
