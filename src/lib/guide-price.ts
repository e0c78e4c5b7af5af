import { budgets } from "../enquiry/model"

/** Whole pounds as a visitor reads them: 1650 -> "£1,650". */
export const pounds = (amount: number): string => `£${amount.toLocaleString("en-GB")}`

/** The trip form's budget band (per person, in pounds) a guide price per person falls in. */
export function budgetBandFor(pricePerPerson: number): (typeof budgets)[number] {
  if (pricePerPerson < 500) return budgets[0]
  if (pricePerPerson <= 1000) return budgets[1]
  if (pricePerPerson <= 2000) return budgets[2]
  return budgets[3]
}
