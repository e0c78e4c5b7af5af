/** @jest-environment node */
import { createDeparturePages } from "../../../../plugins/content-model/lib/departure-pages"
import { createGalleryPages } from "../../../../plugins/content-model/lib/gallery-pages"

// A file the editing screen has just saved is read again by `gatsby develop`: for a moment its JSON's node is gone. A
// createPages that runs then must not end the development server the editor works in (it did: "The gallery's pages
// could not be made: content/gallery.json is missing", and every page of `npm run edit` was gone until a restart); a
// build, whose content check has passed, still stops on it.

type CreatePagesArgs = Parameters<NonNullable<typeof createGalleryPages>>[0]

function gatsbyWith(data: unknown, command: string | undefined) {
  const said = { warn: [] as string[], panic: [] as string[], pages: [] as string[] }
  const reporter = {
    warn: (message: string) => void said.warn.push(message),
    panic: (message: string) => {
      said.panic.push(message)
      throw new Error(message)
    },
  }
  const args = {
    graphql: async () => ({ data }),
    actions: { createPage: (page: { path: string }) => void said.pages.push(page.path) },
    reporter,
    store: { getState: () => ({ program: { directory: "/site" } }) },
  } as unknown as CreatePagesArgs
  const before = process.env.gatsby_executing_command
  const run = async (createPages: NonNullable<typeof createGalleryPages>) => {
    if (command === undefined) delete process.env.gatsby_executing_command
    else process.env.gatsby_executing_command = command
    try {
      await createPages(args, {} as never, () => undefined)
    } finally {
      if (before === undefined) delete process.env.gatsby_executing_command
      else process.env.gatsby_executing_command = before
    }
  }
  return { said, run }
}

test("in gatsby develop, the gallery's JSON read again between two nodes leaves the server running, with a warning", async () => {
  const { said, run } = gatsbyWith({ galleryJson: null }, "develop")
  await expect(run(createGalleryPages!)).resolves.toBeUndefined()
  expect(said.panic).toEqual([])
  expect(said.warn).toEqual([
    "The gallery's pages are not made again yet (content/gallery.json is missing): they will be once the content saved last is read.",
  ])
  expect(said.pages).toEqual([])
})

test("in a build, the same stops it, naming the file", async () => {
  const { said, run } = gatsbyWith({ galleryJson: null }, "build")
  await expect(run(createGalleryPages!)).rejects.toThrow("The gallery's pages could not be made: content/gallery.json is missing")
  expect(said.warn).toEqual([])
})

test("once read, the gallery's further pages are made as before", async () => {
  const { said, run } = gatsbyWith({ galleryJson: { imageCount: 30 } }, "develop")
  await run(createGalleryPages!)
  expect(said.pages).toEqual(["/gallery/2", "/gallery/3"])
  expect(said.warn).toEqual([])
})

test("the departures' pages: in develop a warning, in a build a stop", async () => {
  const develop = gatsbyWith(null, "develop")
  await develop.run(createDeparturePages!)
  expect(develop.said.warn).toHaveLength(1)
  expect(develop.said.warn[0]).toBe(
    "The pages of group departures are not made again yet (its query gave no data): they will be once the content saved last is read."
  )
  const build = gatsbyWith(null, "build")
  await expect(build.run(createDeparturePages!)).rejects.toThrow(/^The pages of group departures could not be made/)
})
