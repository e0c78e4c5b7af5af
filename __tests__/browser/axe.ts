import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** What every page and state is checked against: WCAG 2.2 AA, and axe's best practices. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * axe on the page as it is now, for WCAG 2.2 AA and the best practices. Only the violations are worked out in full:
 * axe finds a CSS selector for every element each rule passes too, unless told that only violations are wanted
 * (`resultTypes`, the first thing axe's API guide suggests for speed), and the tests read the violations alone.
 */
export const wcagAxe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ["violations"] })

/** axe's violations on the page, each as its rule and the elements it found: "color-contrast: .hero p". */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}
