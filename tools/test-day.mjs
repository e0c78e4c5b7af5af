// @ts-check
/**
 * The day the tests read the site on: their build is made for it (SITE_TODAY) and the browser tests that look at
 * departures set the page's clock to it, so the shipped content's dates never expire under the tests.
 */
export const TEST_DAY = "2026-11-27"
