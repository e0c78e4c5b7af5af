// Decap's own messages that an editor of this site meets, reworded: each names the field by its label, says what to
// do, and none speaks of patterns or "persisting". The rest of Decap's English stays as it is.
import type { Cms, Phrases } from "./decap"
import { dayPickerZoneSelector, fieldErrorsSelector } from "./decap-internals"

const OURS: Phrases = {
  collection: {
    // Decap's "＋ Safari": a sign some computers have no font for (a blank box), where "New Safari" says it in words.
    // Its name for screen readers and voice control is the same words ("Create entry of type Safari" was not what it reads).
    collectionTop: { newButton: "New %{collectionLabel}", newButtonAriaLabel: "New %{collectionLabel}" },
  },
  editor: {
    // The date pickers ask for a day alone: "Now" would be today.
    editorWidgets: { datetime: { now: "Today", setToNow: "Set %{fieldLabel} to today" } },
    editorControlPane: {
      widget: {
        // The schema's patternErrorMessage follows the label: "Phone number must be an international number ...".
        regexPattern: "%{fieldLabel} %{pattern}.",
        // Text fields and drop-downs alike: "fill in" is both.
        required: "%{fieldLabel} is required. Fill it in.",
      },
    },
  },
  ui: {
    toast: {
      // Ours (saving.ts) says the rest, in a panel that stays: "What to fix is listed at the bottom left."
      onFailToPersist: "Not saved. %{details}",
      // checked-backend.ts says why a delete was refused, and where to go first.
      onFailToDelete: "Not deleted. %{details}",
      missingRequiredField: "Not saved: a required field is empty. It is marked in red in the form; fill it in, then publish again.",
    },
  },
}

export function registerWords(CMS: Cms): void {
  CMS.registerLocale("en", merge(CMS.getLocale("en") ?? {}, OURS))
  // Decap shows a field's messages in capitals ("PHONE NUMBER MUST BE ..."): shouting, and harder to read.
  const style = document.createElement("style")
  // A day picker's "UTC" says how the day is kept (as picked, whatever the computer's time zone), not what the editor picks.
  style.textContent = `${fieldErrorsSelector} { text-transform: none; font-size: 13px; } ${dayPickerZoneSelector} { display: none; }`
  document.head.append(style)
}

function merge(base: Phrases, over: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const old = merged[key]
    merged[key] = typeof value === "object" && typeof old === "object" ? merge(old, value) : value
  }
  return merged
}
