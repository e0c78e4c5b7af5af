import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { cmsConfig } from "../../../plugins/cms/lib/config"
import type { CmsField } from "../../../plugins/cms/lib/fields"
import { choose, contentProblems, expect, keepFiles, openEntry, publishAndWait, signIn, test, type EditingSite } from "./editing-site"

// Every list of the editing screen, found in its own configuration (so a list added tomorrow is tested the day it is
// added): in each, the last entry removed with its ×, the first dragged below the second, and, where an entry is made
// of words and choices only, a new entry added and given the removed one's words and choices; published, the file holds exactly
// that. Lists whose entries hold photographs are added to by their own tests (lists.spec.ts, safaris.spec.ts), which
// upload or choose a photograph and write its credit as an editor does.
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1366, height: 900 } })

type Json = Record<string, unknown>
type ListField = CmsField & {
  field?: CmsField
  fields?: CmsField[]
  allow_add?: boolean
  allow_remove?: boolean
  allow_reorder?: boolean
  min?: number
}
/** A list in an entry's form: the path of names to it, its field, and (nested) the list entry it is in. */
type FoundList = { names: string[]; field: ListField; outer?: ListField }
type EntryLists = { title: string; address: string; file: string; lists: FoundList[] }

const projectRoot = path.resolve(__dirname, "../../..")

function listsIn(fields: ReadonlyArray<CmsField>, at: string[] = [], outer?: ListField): FoundList[] {
  return fields.flatMap((field) => {
    const here = [...at, field.name]
    if (field.widget === "list") {
      const list = field as ListField
      return [{ names: here, field: list, outer }, ...listsIn(list.fields ?? [], here, list)]
    }
    return field.widget === "object" ? listsIn((field.fields as CmsField[]) ?? [], here, outer) : []
  })
}

/** Every entry with a list an editor can change: each file of the file collections, and one safari for the safaris' form. */
function entriesWithLists(): EntryLists[] {
  const config = cmsConfig({ contentDir: path.join(projectRoot, "content"), siteUrl: "http://localhost", develop: true })
  const collections = config.collections as Array<{
    name: string
    folder?: string
    fields?: CmsField[]
    files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>
  }>
  const changeable = (list: FoundList) => list.field.allow_add !== false || list.field.allow_remove !== false || list.field.allow_reorder !== false
  return collections.flatMap((collection) => {
    const entries = collection.files
      ? collection.files.map((file) => ({
          title: `${collection.name} › ${file.label}`,
          address: `${collection.name}/entries/${file.name}`,
          file: file.file,
          fields: file.fields,
        }))
      : collection.name === "safaris"
        ? [
            {
              title: "safaris › Wildlife Safaris",
              address: "safaris/entries/333",
              file: `${collection.folder}/333.json`,
              fields: collection.fields ?? [],
            },
          ]
        : []
    return entries.map(({ fields, ...entry }) => ({ ...entry, lists: listsIn(fields).filter(changeable) })).filter((entry) => entry.lists.length > 0)
  })
}

const WORDS = new Set(["string", "text", "number", "boolean", "select", "relation", "hidden", "datetime"])
/** An entry of the list can be made in the form with words, days and choices alone (no photograph or list in it). */
const madeOfWords = (list: ListField) => (list.field ? WORDS.has(list.field.widget) : (list.fields ?? []).every((field) => WORDS.has(field.widget)))

/** The list's own entries (not those of a list inside them), from the label Decap gives the list. */
async function listEntries(scope: Locator, field: ListField): Promise<{ box: Locator; entries: Locator }> {
  const label = scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${escape(String(field.label))}( \\(optional\\))?$`) })
    .filter({ visible: true })
    .first()
  const id = await label.getAttribute("for")
  const box = scope.page().locator(`[id="${id}"]`)
  const depth = await box.evaluate((element) => {
    let count = 0
    for (let at = element.parentElement; at; at = at.parentElement) if (String(at.className).includes("SortableListItem")) count += 1
    return count
  })
  const entries = box.locator(`xpath=.//div[contains(@class,'SortableListItem')][count(ancestor::div[contains(@class,'SortableListItem')])=${depth}]`)
  return { box, entries }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const topBar = (entry: Locator) => entry.locator("xpath=./div[1]")

async function dragBelow(page: Page, entry: Locator, target: Locator) {
  // Both on screen: the mouse moves in the window's coordinates.
  await target.scrollIntoViewIfNeeded()
  await entry.scrollIntoViewIfNeeded()
  const from = await topBar(entry).locator("[aria-roledescription=sortable]").boundingBox()
  // Onto the middle of the target entry, not its handle: Decap drops where the dragged entry's middle is nearest, and an
  // open target (a new entry) is much taller than the closed one dragged onto it.
  const to = await target.boundingBox()
  if (!from || !to) throw new Error("the list entries' drag handles are not on screen")
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 })
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 })
  await page.mouse.up()
}

/** Opens a closed list entry (its first button, the open/close toggle), so that its fields are on screen. */
const open = (entry: Locator) => openEntry(entry.locator("input, textarea").filter({ visible: true }), topBar(entry).locator("button").first())

/** Gives an entry's form field the value the removed entry had, as an editor would type or choose it. */
async function fillIn(page: Page, site: EditingSite, entry: Locator, field: CmsField, value: unknown) {
  if (field.widget === "hidden" || value === undefined) return
  const input = entry.getByLabel(String(field.label), { exact: true }).filter({ visible: true }).first()
  if (field.widget === "boolean") {
    // A switch, named by Decap after its field: "showOnHome-field-38".
    if (value === true) await entry.locator(`[role=switch][id^="${field.name}-field-"]`).click()
  } else if (field.widget === "select") await choose(page, input, optionLabel(field, value))
  // A chosen safari is saved as its address and chosen by its title.
  else if (field.widget === "relation") await choose(page, input, String(JSON.parse(site.read(`content/safaris/${String(value)}.json`)).title))
  else await input.fill(String(value))
}

/** The words a drop-down shows for `value`: its option's label, where the option has one. */
function optionLabel(field: CmsField, value: unknown): string {
  const options = Array.isArray(field.options) ? (field.options as Array<string | { label: string; value: string }>) : []
  const option = options.find((each) => typeof each === "object" && each.value === value)
  return typeof option === "object" ? option.label : String(value)
}

/** The value at a path of names (a list's, or an object's field), in the first entry of a list on the way. */
const valueAt = (data: Json, names: ReadonlyArray<string>): unknown[] => {
  const [first, ...rest] = names
  const value = data[first]
  if (rest.length === 0) return value as unknown[]
  return valueAt((Array.isArray(value) ? value[0] : value) as Json, rest)
}

for (const entry of entriesWithLists()) {
  test(`every list of ${entry.title}: an entry removed, one dragged, one added; published, the file holds exactly that`, async ({
    page,
    editingSite,
  }) => {
    const restore = keepFiles(editingSite, [entry.file])
    const expected = JSON.parse(editingSite.read(entry.file)) as Json
    try {
      await signIn(page, editingSite)
      await page.goto(`${editingSite.url}/admin/#/collections/${entry.address}`)
      await expect(page.getByRole("button", { name: "Publish" })).toBeVisible({ timeout: 30_000 })
      for (const list of entry.lists) await changeList(page, editingSite, list, expected)
      // Decap marks the entry changed (its Publish button is offered only then).
      await expect(page.getByText("Unsaved Changes")).toBeVisible()
      await publishAndWait(page)
      expect(JSON.parse(editingSite.read(entry.file))).toEqual(expected)
      expect(contentProblems(editingSite)).toEqual([])
    } finally {
      await restore()
    }
  })
}

/** The three changes to one list in the form, made to `expected` alike. */
async function changeList(page: Page, site: EditingSite, { names, field, outer }: FoundList, expected: Json) {
  let scope = page.locator("body")
  let items = valueAt(expected, names)
  if (outer) {
    // A list inside a list's entries (an About section's paragraphs): the one in the first outer entry whose list has
    // two entries or more (one to drag), opened.
    const inner = names[names.length - 1]
    const outerItems = valueAt(expected, names.slice(0, -1)) as Json[]
    const at = Math.max(
      0,
      outerItems.findIndex((item) => Array.isArray(item[inner]) && (item[inner] as unknown[]).length >= 2)
    )
    items = outerItems[at][inner] as unknown[]
    scope = (await listEntries(scope, outer)).entries.nth(at)
    await open(scope)
  }
  const { entries } = await listEntries(scope, field)
  const count = items.length
  await expect(entries).toHaveCount(count)
  const add = field.allow_add !== false && madeOfWords(field)
  if (field.allow_remove !== false && (add || count - 1 >= (field.min ?? 0))) {
    const removed = items[count - 1]
    await topBar(entries.nth(count - 1))
      .locator("button")
      .last()
      .click()
    items.splice(count - 1, 1)
    await expect(entries).toHaveCount(count - 1)
    if (add) {
      await scope
        .getByRole("button", { name: new RegExp(`^Add ${escape(String(field.label_singular ?? field.label))}`, "i") })
        .filter({ visible: true })
        .first()
        .click()
      await expect(entries).toHaveCount(count)
      const added = entries.nth(count - 1)
      await open(added)
      if (field.field) await fillIn(page, site, added, field.field, removed)
      else for (const each of field.fields ?? []) await fillIn(page, site, added, each, (removed as Json)[each.name])
      const hidden = new Set((field.fields ?? []).filter((each) => each.widget === "hidden").map((each) => each.name))
      items.push(field.field ? removed : Object.fromEntries(Object.entries(removed as Json).filter(([key]) => !hidden.has(key))))
    }
  }
  if (field.allow_reorder !== false && items.length >= 2) {
    await dragBelow(page, entries.nth(0), entries.nth(1))
    items.splice(0, 2, items[1], items[0])
  }
}
