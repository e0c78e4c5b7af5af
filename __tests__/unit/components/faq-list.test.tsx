import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqList } from "../../../src/components/faq-list"
import faqsJson from "../../../content/faqs.json"

const faqs = faqsJson.faqs
const [first, second] = faqs
const icon = (button: HTMLElement) => button.querySelector("[data-icon]")?.getAttribute("data-icon")

describe("FaqList", () => {
  it("shows every question as a button inside a heading, collapsed with a plus", () => {
    render(<FaqList faqs={faqs} />)
    const buttons = screen.getAllByRole("button")
    expect(buttons).toHaveLength(faqs.length)
    buttons.forEach((button, index) => {
      expect(button).toHaveAccessibleName(faqs[index].question)
      expect(button.parentElement?.tagName).toBe("H3")
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(icon(button)).toBe("plus")
      expect(document.getElementById(button.getAttribute("aria-controls") ?? "")).not.toBeVisible()
    })
  })

  it("expands an answer with a click, showing a minus, and collapses it again", async () => {
    const user = userEvent.setup()
    render(<FaqList faqs={faqs} />)
    const button = screen.getByRole("button", { name: first.question })
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(icon(button)).toBe("minus")
    expect(screen.getByText(first.answer)).toBeVisible()
    expect(screen.getByText(first.answer).closest("[id]")).toHaveAttribute("id", button.getAttribute("aria-controls"))
    expect(screen.getByText(second.answer)).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(first.answer)).not.toBeVisible()
  })

  it("shows every answer at first when told to (the editing screen's preview), each still closed by its own button", async () => {
    const user = userEvent.setup()
    render(<FaqList faqs={faqs} initiallyOpen />)
    for (const faq of faqs) expect(screen.getByText(faq.answer)).toBeVisible()
    const button = screen.getByRole("button", { name: first.question })
    expect(icon(button)).toBe("minus")
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(first.answer)).not.toBeVisible()
    expect(screen.getByText(second.answer)).toBeVisible()
  })

  it("toggles with Enter and Space from the keyboard", async () => {
    const user = userEvent.setup()
    render(<FaqList faqs={faqs} />)
    await user.tab()
    await user.tab()
    const button = screen.getByRole("button", { name: second.question })
    expect(button).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(button).toHaveAttribute("aria-expanded", "true")
    await user.keyboard(" ")
    expect(button).toHaveAttribute("aria-expanded", "false")
  })
})

describe("FaqList with questions added in the editing screen", () => {
  it("gives a new question (no id) an answer id made from its words, kept apart from every other", () => {
    const faqs = [
      { id: "insurance", question: "Do I need travel insurance?", answer: "Yes." },
      { id: null, question: "Insurance?", answer: "See above." },
      { id: null, question: "Can I bring my dog?", answer: "On most safaris." },
      { id: null, question: "Can I bring my dog?", answer: "Asked twice." },
    ]
    render(<FaqList faqs={faqs} />)
    const controlled = screen.getAllByRole("button").map((button) => button.getAttribute("aria-controls"))
    expect(controlled).toEqual(["faq-insurance-answer", "faq-insurance-2-answer", "faq-can-i-bring-my-dog-answer", "faq-can-i-bring-my-dog-2-answer"])
    controlled.forEach((id) => expect(document.getElementById(id!)).not.toBeNull())
  })
})
