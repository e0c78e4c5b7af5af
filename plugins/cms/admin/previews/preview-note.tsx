import * as React from "react"

/** A word above or in a preview on what it leaves out or shows otherwise than the page (plugins/cms/admin/preview.css). */
export function PreviewNote({ children }: { children: React.ReactNode }) {
  return <p className="preview-note">{children}</p>
}
