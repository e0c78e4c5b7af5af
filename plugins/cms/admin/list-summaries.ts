// A list entry's one line, when closed, in the words of its form: a choice by the words its drop-down shows ("Few
// places left", where the file keeps "few-left"), a day as "8 May 2027" (the file keeps 2027-05-08).
import { dateRange, isIsoDay } from "../../../src/lib/departures"
import type { Cms } from "./decap"
import { summariseListsWith, type FieldSettings } from "./decap-internals"

/** A field's value as its form shows it. */
export function valueInWords(field: FieldSettings, value: unknown): unknown {
  if (typeof value !== "string") return value
  const widget = field.get("widget")
  if (widget === "select") {
    const options = (field.get("options") as { toJS(): unknown } | undefined)?.toJS()
    const chosen = Array.isArray(options) ? options.find((option) => option?.value === value) : undefined
    return typeof chosen?.label === "string" ? chosen.label : value
  }
  // A day alone (the date pickers of format "date"): one day is a range from it to itself.
  if (widget === "datetime" && field.get("time_format") === false && isIsoDay(value)) return dateRange(value, value)
  return value
}

export const registerListSummaries = (CMS: Cms) => summariseListsWith(CMS, valueInWords)
