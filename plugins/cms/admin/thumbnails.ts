// Thumbnails of the photographs already in an entry. Decap's image control asks for a photograph's URL once, when it
// appears; the first answer, while Decap is still reading the file from the backend, is a blank placeholder (an
// empty SVG), and the control never asks again, so every existing photograph shows an empty frame
// (https://github.com/decaporg/decap-cms/issues/7099). This wraps Decap's own image control: it asks again until
// the photograph has been read, then has the control ask once more.
import type { Cms, CreateClass, H, Immutable } from "./decap"
import { loadingPlaceholder } from "./decap-internals"

type Asset = { path?: string; toString(): string }
type GetAsset = (path: string, field?: Immutable) => Asset | undefined
type Inner = { shouldComponentUpdate?(props: unknown): boolean; getValidateValue?(): unknown; isValid?(): unknown; focus?(path: unknown): void }
type Wrapper = {
  props: { value?: unknown; field?: Immutable; getAsset: GetAsset }
  state: { found: number }
  inner?: Inner
  timer?: ReturnType<typeof setTimeout>
  bound?: { source: GetAsset; found: number; getAsset: GetAsset }
  setState(state: { found: number }): void
}

const RETRY_MS = 200
const RETRIES = 150

export function registerThumbnails(CMS: Cms, h: H, createClass: CreateClass): void {
  const image = CMS.getWidget("image")
  if (!image) return
  const Control = createClass({
    displayName: "ImageWithThumbnail",
    getInitialState: () => ({ found: 0 }),
    componentDidMount(this: Wrapper) {
      watch(this, 0)
    },
    componentDidUpdate(this: Wrapper, previous: Wrapper["props"]) {
      if (previous.value !== this.props.value) watch(this, 0)
    },
    componentWillUnmount(this: Wrapper) {
      clearTimeout(this.timer)
    },
    // Decap's Widget asks the control whether to update (the image control updates when a photograph is chosen),
    // validates through it and focuses it: all passed on to Decap's control.
    shouldComponentUpdate(this: Wrapper, props: unknown, state?: { found: number }) {
      if (state && state.found !== this.state.found) return true
      return this.inner?.shouldComponentUpdate ? this.inner.shouldComponentUpdate(props) : true
    },
    getValidateValue(this: Wrapper) {
      return this.inner?.getValidateValue?.()
    },
    isValid(this: Wrapper) {
      return this.inner?.isValid ? this.inner.isValid() : true
    },
    focus(this: Wrapper, path: unknown) {
      this.inner?.focus?.(path)
    },
    render(this: Wrapper) {
      return h(image.control, { ...this.props, getAsset: getAssetFor(this), ref: (inner: Inner | null) => (this.inner = inner ?? undefined) })
    },
  })
  CMS.registerWidget("image", Control, image.preview, image.schema)
}

/** Decap's getAsset, as a new function once the photograph has been read: the control then asks for it again. */
function getAssetFor(wrapper: Wrapper): GetAsset {
  const source = wrapper.props.getAsset
  if (wrapper.bound?.source !== source || wrapper.bound.found !== wrapper.state.found) {
    wrapper.bound = { source, found: wrapper.state.found, getAsset: (path, field) => source(path, field) }
  }
  return wrapper.bound.getAsset
}

function watch(wrapper: Wrapper, tries: number): void {
  clearTimeout(wrapper.timer)
  const { value, field, getAsset } = wrapper.props
  if (typeof value !== "string" || !value) return
  const asset = getAsset(value, field)
  if (asset && asset.path !== loadingPlaceholder) {
    // Read: if the control was shown the placeholder, it asks again now.
    if (tries > 0) wrapper.setState({ found: wrapper.state.found + 1 })
    return
  }
  if (tries < RETRIES) wrapper.timer = setTimeout(() => watch(wrapper, tries + 1), RETRY_MS)
}
