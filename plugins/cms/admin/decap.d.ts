// The parts of Decap CMS's browser API (window.CMS, window.h) the admin scripts use; the bundle ships no types.

/** An Immutable.js Map or List, as Decap hands entries and field settings to previews and event handlers. */
export interface Immutable {
  get(key: string | number): unknown
  getIn(path: ReadonlyArray<string | number>): unknown
  set(key: string, value: unknown): Immutable
  find(predicate: (value: Immutable) => boolean): Immutable | undefined
  toJS(): unknown
}

/** React's createElement, from the React inside the Decap bundle: previews are rendered by that React. */
export type H = (type: string | Preview, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

export type PreviewProps = {
  readonly entry: Immutable
  /** The entry's fields, as the configuration gives them. */
  readonly fields: Immutable
  /** The URL of a photograph by its value in the entry and its field (for the field's media folder). */
  readonly getAsset: (path: string, field?: Immutable) => { toString(): string } | undefined
}

export type Preview = (props: PreviewProps) => unknown

export type PreSave = (event: { entry: Immutable }) => unknown | Promise<unknown>

export interface Cms {
  registerPreviewStyle(href: string): void
  registerPreviewTemplate(name: string, preview: Preview): void
  registerEventListener(listener: { name: "preSave"; handler: PreSave }): void
}

declare global {
  interface Window {
    CMS: Cms
    h: H
  }
}
