// Every use of a part of Decap CMS (and of React and emotion through it) that its documentation does not offer, in
// one place (docs/architecture.md, "What an upgrade can break"). Beside each, the admin test that fails when it changes.

import type { Cms } from "./decap"

type Action = { type: string; payload?: unknown }
type DecapStore = { dispatch(action: Action): unknown; getState(): unknown; subscribe?(listener: () => void): () => void }
type Fiber = { child?: Fiber | null; sibling?: Fiber | null; memoizedProps?: { store?: Partial<DecapStore> } | null }

let found: DecapStore | undefined

/**
 * Decap's Redux store, which its browser API does not expose: react-redux's <Provider> holds it in its props, found
 * from the element Decap renders into (#nc-root) through React's own fiber links. Undefined if this Decap no longer
 * renders a Provider there.
 */
function decapStore(): DecapStore | undefined {
  if (found) return found
  const root = document.getElementById("nc-root") as (HTMLElement & Record<string, unknown>) | null
  const key = root ? Object.keys(root).find((name) => name.startsWith("__reactContainer$")) : undefined
  const pending: Array<Fiber | null | undefined> = [key ? (root?.[key] as Fiber) : undefined]
  // The Provider is among the first few components: a bounded walk, children first.
  for (let visited = 0; pending.length > 0 && visited < 500; visited += 1) {
    const fiber = pending.pop()
    if (!fiber) continue
    const store = fiber.memoizedProps?.store
    if (typeof store?.dispatch === "function" && typeof store.getState === "function") {
      found = store as DecapStore
      return found
    }
    pending.push(fiber.sibling, fiber.child)
  }
  return undefined
}

/**
 * Tells Decap what a saved entry now holds, as its own loadEntry does after reading the file again (its action
 * entryLoaded, ENTRY_SUCCESS), so that a later change is compared with what was saved. Admin test: "a change after
 * Publish that brings a field back ...".
 */
export function entrySaved(entry: Record<string, unknown>): void {
  decapStore()?.dispatch({ type: "ENTRY_SUCCESS", payload: { collection: entry.collection, entry } })
}

/**
 * The rule that finds the list of a field's messages: Decap styles it with emotion, whose class names end in the
 * component's name ("css-1abc-ControlErrorsList"). No test sees it fail: the messages would be in capitals again.
 */
export const fieldErrorsSelector = '[class*="-ControlErrorsList"]'

/**
 * The "UTC" Decap writes right after a date picker set with picker_utc (DateTimeControl's span). No test sees it fail:
 * the word would show again beside each day.
 */
export const dayPickerZoneSelector = 'input[type="date"] + span'

/**
 * The path of the placeholder Decap's image control is given while a photograph is still being read (decap-cms-core,
 * actions/media.ts: emptyAsset). Admin test: "the thumbnails of the photographs already in an entry show their pixels".
 */
export const loadingPlaceholder = "empty.svg"

/**
 * Puts `wrap` around every backend Decap makes: its browser API registers backends (registerBackend) but lets none be
 * replaced, and `npm run edit` switches the configured one for its local "proxy" backend by name. So the registry's
 * own entries (CMS.getBackend(name): { init }) have their init wrapped: every backend's, or those `names` names ("proxy"
 * is the local backend). Admin tests: "… refused before anything is
 * written" (plugins/cms/admin/checked-backend.ts).
 */
export function wrapBackends(
  CMS: Cms,
  wrap: (implementation: object) => object,
  names: ReadonlyArray<string> = ["proxy", "github", "git-gateway", "gitea", "gitlab", "bitbucket", "azure", "test-repo"]
): void {
  for (const name of names) {
    const registered = CMS.getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (...args: unknown[]) => wrap(init(...args))
  }
}

/**
 * A backend implementation (what wrapBackends' `wrap` is given) with some of its methods in place of its own, and every
 * other method bound to it, as Decap calls them on the wrapper.
 */
export function withMethods<T extends object>(implementation: T, methods: Readonly<Record<string, unknown>>): T {
  return new Proxy(implementation, {
    get(target, property) {
      if (typeof property === "string" && Object.prototype.hasOwnProperty.call(methods, property)) return methods[property]
      const value = Reflect.get(target, property, target)
      return typeof value === "function" ? value.bind(target) : value
    },
  })
}

/**
 * Decap 3.16's list of a single field (the home page's safari cards: a list of chosen safaris) throws on its remove
 * button ("Invalid keyPath: expected Ordered Collection or Array: 333"): ListControl.handleRemove passes the removed
 * value to Immutable's removeIn as the key path of the list's metadata, which a relation widget fills. Not yet
 * reported upstream (decaporg/decap-cms: nothing found for this message). The list's control is replaced by one whose
 * remove runs Decap's own without that metadata (nothing reads it: it is the removed safari's title, for the summary).
 * Admin test: every list's remove, "lists.spec.ts".
 */
export function mendSingleFieldListRemove(CMS: Cms): void {
  const list = CMS.getWidget("list")
  if (!list) return
  type ListProps = { field: { get(key: string): unknown }; metadata?: unknown }
  type ListControl = new (props: ListProps) => { props: ListProps; handleRemove: (index: number, event: Event) => void }
  const Decaps = list.control as ListControl
  class MendedListControl extends Decaps {
    constructor(props: ListProps) {
      super(props)
      const remove = this.handleRemove
      this.handleRemove = (index, event) => {
        if (!this.props.field.get("field")) return remove(index, event)
        const props = this.props
        this.props = { ...props, metadata: undefined }
        try {
          remove(index, event)
        } finally {
          this.props = props
        }
      }
    }
  }
  CMS.registerWidget("list", MendedListControl, list.preview, list.schema)
}

/** A field's settings from the configuration, as Decap hands them to a control (an Immutable Map). */
export type FieldSettings = { get(key: string): unknown }
type ImmutableMap = FieldSettings & { has(key: string): boolean; set(key: string, value: unknown): ImmutableMap }

/**
 * A list entry's summary made from its values as `inWords` gives them, not as the file keeps them: Decap fills a
 * list's summary template with the saved values (ListControl.objectLabel, a method of its list control, which its
 * API does not offer to change), so the control is replaced by one whose objectLabel passes the entry through
 * `inWords` first. Admin test: "an editor adds a departure ...".
 */
export function summariseListsWith(CMS: Cms, inWords: (field: FieldSettings, value: unknown) => unknown): void {
  const list = CMS.getWidget("list")
  if (!list) return
  type ListProps = { field: FieldSettings }
  type ListControl = new (props: ListProps) => { props: ListProps; objectLabel(item: unknown): string }
  const Decaps = list.control as ListControl
  class SummarisedListControl extends Decaps {
    override objectLabel(item: unknown): string {
      const fields = this.props.field.get("fields") as { forEach(each: (field: FieldSettings) => void): void } | undefined
      if (!fields || !isImmutableMap(item)) return super.objectLabel(item)
      let shown = item
      fields.forEach((field) => {
        const name = String(field.get("name"))
        if (shown.has(name)) shown = shown.set(name, inWords(field, shown.get(name)))
      })
      return super.objectLabel(shown)
    }
  }
  CMS.registerWidget("list", SummarisedListControl, list.preview, list.schema)
}

const isImmutableMap = (value: unknown): value is ImmutableMap =>
  value !== null &&
  typeof value === "object" &&
  typeof (value as ImmutableMap).set === "function" &&
  typeof (value as ImmutableMap).has === "function"

type Draft = { getIn(path: ReadonlyArray<string>): unknown }
type ImmutableList = { size: number; clear(): ImmutableList; toJS(): unknown }

/**
 * A safari made with Duplicate starts without the original's other addresses, each of which can lead to one safari
 * only (the check before saving would refuse the copy). Decap offers no hook for Duplicate: its draft is watched in
 * the store, and a new entry whose title and other addresses arrive in one step (a copy; typing changes one field at
 * a time) has its addresses cleared as a field change, as the form's own would be, and `onCleared` is told.
 * Admin test: "a duplicated safari can be published as it is".
 */
export function clearOnDuplicate(field: string, onCleared: (addresses: unknown) => void): void {
  let previous: { title: unknown; value: unknown } | undefined
  const watch = () => {
    const store = decapStore()
    if (!store) return void setTimeout(watch, 500)
    store.subscribe?.(() => {
      const draft = (store.getState() as { entryDraft?: Draft }).entryDraft
      const isNew = draft?.getIn(["entry", "newRecord"]) === true
      const title = draft?.getIn(["entry", "data", "title"])
      const value = draft?.getIn(["entry", "data", field]) as ImmutableList | undefined
      const copied =
        isNew && previous !== undefined && title !== previous.title && value !== previous.value && !previous.title && (value?.size ?? 0) > 0
      previous = isNew ? { title, value } : undefined
      if (!copied || !value) return
      store.dispatch({
        type: "DRAFT_CHANGE_FIELD",
        payload: { field: { get: (key: string) => (key === "name" ? field : undefined) }, value: value.clear(), metadata: {}, entries: [] },
      })
      onCleared(value.toJS())
    })
  }
  watch()
}
