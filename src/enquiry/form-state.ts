import * as React from "react"
import { emptyEnquiry, fieldLabels, toTemplateParams, type EnquiryField, type TemplateParams, type TripEnquiry } from "./model"
import { clearDraft, loadDraft, saveDraft } from "./draft"
import { takeBotSignal } from "./honeypot"
import { describeSendError, sendEnquiry, startEnquirySender } from "./sender"
import { withSafari, type TripSafari } from "./trip-safari"

export type SendStatus = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; params: TemplateParams }

/** Today's date on the visitor's own clock, as a date input's value (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The trip form's state: values (kept as a draft on the device), the send and its outcome. `about`: the safari the
 * enquiry starts from, named in what is sent; `onSent` clears it with the draft.
 */
export function useEnquiryForm(about: TripSafari | null = null, onSent?: () => void) {
  const [enquiry, setEnquiry] = React.useState<TripEnquiry>(emptyEnquiry)
  const [status, setStatus] = React.useState<SendStatus>({ kind: "idle" })
  // Empty until hydrated: the server cannot know the visitor's date, and the form stays disabled without JavaScript.
  const [today, setToday] = React.useState("")
  const sending = React.useRef(false)

  React.useEffect(() => {
    startEnquirySender()
    const draft = loadDraft()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only values, read after hydration so the first render matches the HTML
    if (draft) setEnquiry(draft)
    setToday(localToday())
  }, [])

  const update = React.useCallback((field: EnquiryField, value: string) => {
    // While a send is in flight the values being sent stay as they are, so a success cannot wipe unsent edits.
    if (sending.current) return
    setEnquiry((current) => {
      const next = { ...current, [field]: value }
      saveDraft(next)
      return next
    })
  }, [])

  const succeed = () => {
    setEnquiry(emptyEnquiry)
    clearDraft()
    onSent?.()
    setStatus({ kind: "sent" })
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    if (takeBotSignal(event.currentTarget)) {
      succeed()
      return
    }
    const params = withSafari(toTemplateParams(enquiry), about)
    sending.current = true
    setStatus({ kind: "sending" })
    try {
      await sendEnquiry(params)
      sending.current = false
      succeed()
    } catch (error) {
      sending.current = false
      console.error(`Trip enquiry not sent: ${describeSendError(error)}`)
      setStatus({ kind: "failed", params })
    }
  }

  return { enquiry, update, status, submit, today, ready: today !== "" }
}

/** What each group of fields receives from the form. */
export type EnquiryFieldsProps = {
  enquiry: TripEnquiry
  update: (field: EnquiryField, value: string) => void
}

/** What a field of the enquiry takes from its name alone: its label, its value, and the form's update. */
export const fieldProps = ({ enquiry, update }: EnquiryFieldsProps, name: EnquiryField) => ({
  name,
  label: fieldLabels[name],
  value: enquiry[name],
  onChange: update,
})
