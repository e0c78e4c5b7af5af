// What stops a save, in a panel of our own that stays until the editor dismisses it or the next save goes through:
// Decap's own notifications close themselves after a few seconds, before a list of problems can be read and fixed.

const PANEL_ID = "content-problems"

const STYLE = `
#${PANEL_ID} { position: fixed; left: 1.5rem; bottom: 1.5rem; z-index: 10000; box-sizing: border-box;
  width: min(36rem, calc(100vw - 3rem)); max-height: 45vh; overflow: auto; padding: 1rem 1.25rem;
  background: #fff; color: #1f2937; border: 2px solid #b42318; border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2); font: 15px/1.45 system-ui, sans-serif; }
#${PANEL_ID} h2 { margin: 0 0 0.5rem; font-size: 16px; color: #b42318; }
#${PANEL_ID} ul { margin: 0 0 0.75rem; padding-left: 1.25rem; }
#${PANEL_ID} li + li { margin-top: 0.35rem; }
#${PANEL_ID} button { font: inherit; padding: 0.35rem 0.9rem; border: 1px solid #1f2937; border-radius: 4px;
  background: #fff; color: #1f2937; cursor: pointer; }
#${PANEL_ID} button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`

/** Shows why the entry was not saved (or deleted), one line a problem, replacing what an earlier attempt showed. */
export function showProblems(problems: ReadonlyArray<string>, heading?: string): void {
  clearProblems()
  if (!document.getElementById(`${PANEL_ID}-style`)) {
    const style = document.createElement("style")
    style.id = `${PANEL_ID}-style`
    style.textContent = STYLE
    document.head.append(style)
  }
  const panel = document.createElement("section")
  panel.id = PANEL_ID
  panel.setAttribute("role", "alert")
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-title`)
  const title = document.createElement("h2")
  title.id = `${PANEL_ID}-title`
  title.textContent = heading ?? (problems.length === 1 ? "Not saved: fix this, then publish again" : "Not saved: fix these, then publish again")
  const list = document.createElement("ul")
  for (const problem of problems) {
    const item = document.createElement("li")
    item.textContent = problem
    list.append(item)
  }
  const dismiss = document.createElement("button")
  dismiss.type = "button"
  dismiss.textContent = "Dismiss"
  dismiss.addEventListener("click", clearProblems)
  panel.append(title, list, dismiss)
  document.body.append(panel)
}

/** Removes the panel: dismissed, or the entry has been saved since. */
export function clearProblems(): void {
  document.getElementById(PANEL_ID)?.remove()
}
