import * as React from "react"
import { emptyEnquiry, fieldLabels, toTemplateParams, type EnquiryField, type TemplateParams, type TripEnquiry } from "./model"
import { clearDraft, loadDraft, sameEnquiry, saveDraft } from "./draft"
import { takeBotSignal } from "./honeypot"
import { describeSendError, sendEnquiry, SendTimeoutError, startEnquirySender } from "./sender"
import { withSafari, type TripSafari } from "./trip-safari"
import { monthFromAddress, withMonthOffered } from "./trip-month"
import { withDepartureDates, type TripDeparture } from "./trip-departure"

export type SendStatus = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; params: TemplateParams }

/** Today's date on the visitor's own clock, as a date input's value (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

type DepartureChoice = {
  /** The group departure named in what is sent. */
  departure: TripDeparture | null
  /** A departure the visitor has just chosen (its "Enquire about these dates"): its dates replace the form's. */
  chosen: TripDeparture | null
}

const noDeparture: DepartureChoice = { departure: null, chosen: null }

/**
 * The trip form's state: values (kept as a draft on the device), the send and its outcome. `about`: the safari the
 * enquiry starts from, named in what is sent with its departure; `onSent` clears them with the draft.
 */
export function useEnquiryForm(about: TripSafari | null = null, onSent?: () => void, { departure, chosen }: DepartureChoice = noDeparture) {
  const [enquiry, setEnquiry] = React.useState<TripEnquiry>(emptyEnquiry)
  const [status, setStatus] = React.useState<SendStatus>({ kind: "idle" })
  // Empty until hydrated: the server cannot know the visitor's date, and the form stays disabled without JavaScript.
  const [today, setToday] = React.useState("")
  const sending = React.useRef(false)

  React.useEffect(() => {
    startEnquirySender()
    const draft = loadDraft()
    // The month chosen in the safari finder fills the flexible dates only where the visitor has written none; it is
    // kept in the draft once the visitor changes any field, as everything they see in the form is.
    const offered = withMonthOffered(draft ?? emptyEnquiry, monthFromAddress(window.location.search))
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only values, read after hydration so the first render matches the HTML
    if (draft || offered !== emptyEnquiry) setEnquiry(offered)
    setToday(localToday())
  }, [])

  // After the draft is read (the effect above runs first): the departure's days replace the draft's dates, because
  // the visitor has just chosen it; whatever else the draft holds stays.
  React.useEffect(() => {
    if (!chosen) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read after hydration, so the first render matches the HTML
    setEnquiry((current) => {
      const next = withDepartureDates(current, chosen)
      saveDraft(next)
      return next
    })
  }, [chosen])

  const update = React.useCallback((field: EnquiryField, value: string) => {
    // While a send is in flight the fields are read-only (see `locked`), so a success cannot wipe unsent edits.
    if (sending.current) return
    setEnquiry((current) => {
      const next = { ...current, [field]: value }
      saveDraft(next)
      return next
    })
  }, [])

  /** The enquiry `sent` arrived: the fields reset, unless the visitor has since changed them (a late answer). */
  const succeed = (sent: TripEnquiry) => {
    setEnquiry((current) => (sameEnquiry(current, sent) ? emptyEnquiry : current))
    clearDraft(sent)
    onSent?.()
    setStatus({ kind: "sent" })
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const sent = enquiry
    if (takeBotSignal(event.currentTarget)) {
      succeed(sent)
      return
    }
    const params = withSafari(toTemplateParams(sent), about, departure)
    sending.current = true
    setStatus({ kind: "sending" })
    try {
      await sendEnquiry(params)
      sending.current = false
      succeed(sent)
    } catch (error) {
      sending.current = false
      console.error(`Trip enquiry not sent: ${describeSendError(error)}`)
      setStatus({ kind: "failed", params })
      // No answer in time is not a refusal: if the service accepts it after all, say so, so it is not sent twice.
      if (error instanceof SendTimeoutError)
        error.lateAnswer.then(
          () => succeed(sent),
          () => undefined
        )
    }
  }

  const fields: EnquiryFieldsProps = { enquiry, update, locked: status.kind === "sending" }
  return { fields, status, submit, today, ready: today !== "" }
}

/** What each group of fields receives from the form. */
export type EnquiryFieldsProps = {
  enquiry: TripEnquiry
  update: (field: EnquiryField, value: string) => void
  /** True while the enquiry is being sent: every field is read-only, so nothing typed is lost. */
  locked: boolean
}

/** What a field of the enquiry takes from its name alone: its label, its value, the form's update, and the lock. */
export const fieldProps = ({ enquiry, update, locked }: EnquiryFieldsProps, name: EnquiryField) => ({
  name,
  label: fieldLabels[name],
  value: enquiry[name],
  onChange: update,
  readOnly: locked,
})
