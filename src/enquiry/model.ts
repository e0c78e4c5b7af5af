// The trip enquiry: its fields, defaults, choices and the template params sent to EmailJS.

/** Package types and budget bands (per person, in pounds) are the form's fixed choices, the values every enquiry sends: not editor content. */
export const packageTypes = [
  { value: "group-tour", label: "Group Tour" },
  { value: "private-tour", label: "Private Tour" },
  { value: "custom-itinerary", label: "Customized Itinerary" },
  { value: "self-guided", label: "Self-guided" },
] as const

export const budgets = [
  { value: "under-500", label: "Under £500" },
  { value: "500-1000", label: "£500-£1,000" },
  { value: "1000-2000", label: "£1,000-£2,000" },
  { value: "over-2000", label: "Over £2,000" },
] as const

export const flexibleChoices = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const

export type PackageType = (typeof packageTypes)[number]["value"]
export type Budget = (typeof budgets)[number]["value"]
export type Flexible = (typeof flexibleChoices)[number]["value"]

/** What the form holds: number inputs keep their text so a visitor can clear and retype them. */
export type TripEnquiry = {
  name: string
  email: string
  phone: string
  destination: string
  departureDate: string
  returnDate: string
  isFlexible: Flexible
  flexibleDates: string
  adults: string
  children: string
  packageType: PackageType | ""
  budget: Budget | ""
  message: string
}

export type EnquiryField = keyof TripEnquiry

export const emptyEnquiry: TripEnquiry = {
  name: "",
  email: "",
  phone: "",
  destination: "",
  departureDate: "",
  returnDate: "",
  isFlexible: "no",
  flexibleDates: "",
  adults: "1",
  children: "0",
  packageType: "",
  budget: "",
  message: "",
}

/** Longest text each free-text field takes: generous for a person, far below the 64 KB send limit. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  destination: 120,
  flexibleDates: 200,
  message: 2000,
} as const

/** The visible label of every field; the mailto fallback uses the same words. */
export const fieldLabels: Record<EnquiryField, string> = {
  name: "Full name",
  email: "E-mail address",
  phone: "Phone number",
  destination: "Where would you like to go?",
  departureDate: "Departure date",
  returnDate: "Return date",
  isFlexible: "Are your dates flexible?",
  flexibleDates: "Describe your flexible dates",
  adults: "Adults",
  children: "Children (under 12)",
  packageType: "Package type",
  budget: "Budget per person",
  message: "Message",
}

/** The 13 template params every enquiry sends (the form's fields, adults and children as numbers), and nothing else. */
export type TemplateParams = Omit<TripEnquiry, "adults" | "children"> & { adults: number; children: number }

export function toTemplateParams(enquiry: TripEnquiry): TemplateParams {
  const text = (value: string) => value.trim()
  return {
    name: text(enquiry.name),
    email: text(enquiry.email),
    phone: text(enquiry.phone),
    destination: text(enquiry.destination),
    departureDate: enquiry.departureDate,
    returnDate: enquiry.returnDate,
    isFlexible: enquiry.isFlexible,
    // A description typed and then hidden by answering 'no' is not part of the enquiry.
    flexibleDates: enquiry.isFlexible === "yes" ? text(enquiry.flexibleDates) : "",
    adults: Number(enquiry.adults),
    children: Number(enquiry.children),
    packageType: enquiry.packageType,
    budget: enquiry.budget,
    message: text(enquiry.message),
  }
}

/** The visible label of a choice value (for people reading the enquiry), or the value itself. */
export function choiceLabel(choices: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value
}
