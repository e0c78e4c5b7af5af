import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../lib/gatsby-internals.mjs"
import { ALL_DEPARTURES_CALENDAR, safariCalendarPath } from "../../src/lib/departure-pages"
import type { Departure } from "../../src/lib/departures"
import { departureCalendar, type CalendarSafari } from "./calendar"

type CalendarData = {
  site: { siteMetadata: { siteUrl: string } } | null
  siteJson: { name: string } | null
  siteDay: { day: string } | null
  safaris: Array<Omit<CalendarSafari, "departures"> & { upcomingDepartures: Departure[] }>
}

const CALENDAR_FILE = path.basename(ALL_DEPARTURES_CALENDAR)

/**
 * After the pages, before the static host's step compresses every file: /departures.ics, and a calendar beside each
 * page of a safari with departures still to come. A safari's calendar from an earlier build whose departures have all
 * gone (or the safari with them) is removed, so a warm public/ holds what a clean build writes.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<CalendarData>(`
    query DepartureCalendars {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
      }
      siteDay {
        day
      }
      safaris {
        slug
        title
        path
        priceFrom
        upcomingDepartures {
          id
          start
          end
          status
          placesLeft
          price
          note
        }
      }
    }
  `)
  const data = result.data
  if (result.errors || !data?.site || !data.siteJson || !data.siteDay) {
    reporter.panic(`The calendars of group departures could not be written: ${String(result.errors ?? "the site's details are missing")}`)
    return
  }
  const publicDir = path.join(projectDirectory(store), "public")
  const common = { business: data.siteJson.name, siteUrl: data.site.siteMetadata.siteUrl, stamp: data.siteDay.day }
  const safaris = data.safaris.map(({ upcomingDepartures, ...safari }) => ({ ...safari, departures: upcomingDepartures }))
  const write = (address: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, address)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, address), text)
  }
  write(ALL_DEPARTURES_CALENDAR, departureCalendar({ ...common, name: `${data.siteJson.name}: group departures`, safaris }))
  const withDepartures = safaris.filter((safari) => safari.departures.length > 0)
  for (const safari of withDepartures) {
    write(safariCalendarPath(safari.path), departureCalendar({ ...common, name: `${safari.title}: group departures`, safaris: [safari] }))
  }
  const written = new Set(withDepartures.map((safari) => path.join(publicDir, safariCalendarPath(safari.path))))
  const safarisDir = path.join(publicDir, "safaris")
  const folders = fs.existsSync(safarisDir) ? fs.readdirSync(safarisDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : []
  for (const folder of folders) {
    const file = path.join(safarisDir, folder.name, CALENDAR_FILE)
    if (written.has(file)) continue
    for (const stale of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(stale, { force: true })
  }
  const events = withDepartures.reduce((sum, safari) => sum + safari.departures.length, 0)
  reporter.info(`Wrote ${ALL_DEPARTURES_CALENDAR} (${events} group departures) and a calendar for each of ${withDepartures.length} safaris`)
}
