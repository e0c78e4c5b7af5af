// The parts of Decap CMS's browser API (window.CMS, window.h, window.createClass) the admin scripts use; the bundle
// ships no types.

/** An Immutable.js Map or List, as Decap hands entries and field settings to previews and event handlers. */
export interface Immutable {
  get(key: string | number): unknown
  getIn(path: ReadonlyArray<string | number>): unknown
  set(key: string, value: unknown): Immutable
  find(predicate: (value: Immutable) => boolean): Immutable | undefined
  toJS(): unknown
}

/** React's createElement, from the React inside the Decap bundle: previews are rendered by that React. */
export type H = (type: string | Preview | unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

export type PreviewProps = {
  readonly entry: Immutable
  /** The entry's fields, as the configuration gives them. */
  readonly fields: Immutable
  /** The URL of a photograph by its value in the entry and its field (for the field's media folder). */
  readonly getAsset: (path: string, field?: Immutable) => { toString(): string } | undefined
  /** Another entry, by its collection and (for a file collection) its file's name, as saved: { data }. */
  readonly getCollection: (collection: string, slug: string) => Promise<Immutable>
}

/** A preview template: a component Decap renders with its own React (see plugins/cms/admin/previews/index.tsx). */
export type PreviewTemplate = unknown

/** What Decap's save events hand their handlers: the entry as it is about to be, or has just been, saved. */
export type SaveEvent = { entry: Immutable }

/** A file format: the content of a file from its text, and its text from its content (synchronous). */
export type Format = { fromFile(text: string): unknown; toFile(data: unknown): string }

/** Decap's translations, nested by screen: { editor: { editorControlPane: { widget: { required: "…" } } } }. */
export type Phrases = { [key: string]: string | Phrases }

/** A widget's form control: a React component (a class, for Decap's own). */
export type WidgetControl = unknown

export interface Cms {
  registerPreviewStyle(href: string): void
  registerPreviewTemplate(name: string, template: PreviewTemplate): void
  registerEventListener(listener: { name: "preSave" | "postSave"; handler: (event: SaveEvent) => unknown }): void
  registerCustomFormat(name: string, extension: string, format: Format): void
  getLocale(locale: string): Phrases | undefined
  registerLocale(locale: string, phrases: Phrases): void
  getWidget(name: string): { control: WidgetControl; preview: unknown; schema?: unknown } | undefined
  registerWidget(name: string, control: WidgetControl, preview?: unknown, schema?: unknown): void
  /** A registered backend: `init` makes its implementation (decap-cms-lib-util's Implementation). */
  getBackend(name: string): { init: (...args: unknown[]) => object } | undefined
}

/** create-react-class, from the React inside the Decap bundle: a component with state, without JSX or hooks. */
export type CreateClass = (spec: Record<string, unknown>) => WidgetControl

declare global {
  interface Window {
    CMS: Cms
    h: H
    createClass: CreateClass
  }
}
