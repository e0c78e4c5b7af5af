// A field people never see or reach; form-filling bots fill every input they find.
// Named like a field bots expect, but not one browsers or password managers autofill.
export const honeypotName = "website"

/**
 * True when the hidden field has content, i.e. a bot sent the form: it is shown success without a send.
 * Empties the field either way, so the next submission is judged on its own.
 */
export function takeBotSignal(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(honeypotName)
  if (!(field instanceof HTMLInputElement)) return false
  const filled = field.value.trim() !== ""
  field.value = ""
  return filled
}
