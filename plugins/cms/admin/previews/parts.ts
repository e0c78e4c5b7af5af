import type { H, Immutable, PreviewProps } from "../decap"

// What every preview template needs: the entry as plain data, its photographs' URLs, and the site's own markup
// for a component, inside the scope its stylesheet was given (plugins/cms/lib/preview-styles.ts).

export type Json = { readonly [key: string]: any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** The entry being edited, as plain data (what will be saved). */
export const dataOf = (props: PreviewProps): Json => ((props.entry.get("data") as Immutable | undefined)?.toJS() ?? {}) as Json

/** The field of the entry at `names` (list and object fields by name: ["images", "image"]). */
export function fieldAt(props: PreviewProps, names: ReadonlyArray<string>): Immutable | undefined {
  let fields: Immutable | undefined = props.fields
  let field: Immutable | undefined
  for (const name of names) {
    field = fields?.find((candidate) => candidate.get("name") === name)
    fields = field?.get("fields") as Immutable | undefined
  }
  return field
}

/** The URL of a photograph in the entry: the file on disk or in the repository, or the one just uploaded. */
export function photoUrl(props: PreviewProps, value: unknown, names: ReadonlyArray<string>): string {
  if (typeof value !== "string" || !value) return ""
  return props.getAsset(value, fieldAt(props, names))?.toString() ?? ""
}

/** Markup of one of the site's components, styled by its own CSS module, scoped to it in the preview. */
export const scoped = (h: H, scope: string, ...children: unknown[]) => h("div", { className: `scope-${scope}` }, ...children)

/** A titled band of a page, as src/components/section.tsx draws it, in the tone the page gives it. */
export function section(h: H, id: string, title: string, text: string | undefined, ...children: unknown[]) {
  return bandOf(h, "plain", id, title, text, ...children)
}

export function bandOf(h: H, tone: "plain" | "mist" | "pine", id: string, title: string, text: string | undefined, ...children: unknown[]) {
  return scoped(
    h,
    "section",
    h(
      "section",
      { className: `section ${tone}`, "aria-labelledby": `${id}-title` },
      h(
        "div",
        { className: "inner" },
        h("h2", { id: `${id}-title`, className: "title" }, title),
        text ? h("p", { className: "text" }, text) : null,
        ...children
      )
    )
  )
}

/** A page's banner, as src/components/page-header.tsx draws it. */
export function banner(h: H, heading: string, text: string, image: string, alt: string) {
  return scoped(
    h,
    "page-header",
    h(
      "div",
      { className: "header frame" },
      image ? h("img", { className: "image backdrop", src: image, alt }) : null,
      h("div", { className: "content" }, h("h1", { className: "title" }, heading), h("p", { className: "text" }, text))
    )
  )
}

/** A note above a preview that says what it shows, where the preview is not the whole page. */
export const note = (h: H, text: string) => h("p", { className: "preview-note" }, text)
