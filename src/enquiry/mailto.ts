import { budgets, choiceLabel, fieldLabels, flexibleChoices, packageTypes, type TemplateParams } from "./model"

const order: Array<keyof TemplateParams> = [
  "name",
  "email",
  "phone",
  "destination",
  "departureDate",
  "returnDate",
  "isFlexible",
  "flexibleDates",
  "adults",
  "children",
  "packageType",
  "budget",
  "message",
]

function shown(key: keyof TemplateParams, params: TemplateParams): string {
  if (key === "isFlexible") return choiceLabel(flexibleChoices, params.isFlexible)
  if (key === "packageType") return choiceLabel(packageTypes, params.packageType)
  if (key === "budget") return choiceLabel(budgets, params.budget)
  return String(params[key])
}

/** The enquiry as plain text, one "Label: value" line per field, for a person to read. */
export function enquiryText(params: TemplateParams): string {
  return order
    .filter((key) => shown(key, params) !== "")
    .map((key) => `${fieldLabels[key]}: ${shown(key, params)}`)
    .join("\n")
}

// A whole surrogate pair (an emoji, say), or half of one on its own, on which encodeURIComponent throws.
const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g

/** Percent-encoded, with any lone surrogate shown as U+FFFD instead of throwing (and taking the page down). */
const encode = (text: string) => encodeURIComponent(text.replace(surrogates, (match) => (match.length === 2 ? match : "\uFFFD")))

/** A mailto: link that opens the visitor's e-mail app with the enquiry already written, for when sending fails. */
export function enquiryMailto(businessEmail: string, params: TemplateParams): string {
  const subject = params.name ? `Trip enquiry from ${params.name}` : "Trip enquiry"
  return `mailto:${businessEmail}?subject=${encode(subject)}&body=${encode(enquiryText(params))}`
}
