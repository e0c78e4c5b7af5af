/** @jest-environment node */
// The admin scripts kept in .cache/webpack/cms-admin/: the three used last, so that a change taken back finds its script made.
import fs from "fs"
import os from "os"
import path from "path"
import { keepLatestScripts } from "../../../../plugins/cms/lib/script-cache"

let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A script's three files, as webpack leaves them, last used `minutesAgo`. */
function made(id: string, minutesAgo: number) {
  const when = new Date(Date.now() - minutesAgo * 60_000)
  for (const name of [`${id}.js`, `${id}.css`, `${id}.js.LICENSE.txt`]) {
    fs.writeFileSync(path.join(dir, name), id)
    fs.utimesSync(path.join(dir, name), when, when)
  }
}

const scripts = () => [...new Set(fs.readdirSync(dir).map((name) => name.slice(0, name.indexOf("."))))].sort()

test("the script used now and the two used last before it are kept, each with all its files; older ones go", () => {
  made("cms-aaaaaaaaaaaa", 40)
  made("cms-bbbbbbbbbbbb", 30)
  made("cms-cccccccccccc", 20)
  made("cms-dddddddddddd", 10)
  // The oldest is the code as it is now again (a change taken back): it is kept, and the one used longest ago goes.
  keepLatestScripts(dir, "cms-aaaaaaaaaaaa")
  expect(scripts()).toEqual(["cms-aaaaaaaaaaaa", "cms-cccccccccccc", "cms-dddddddddddd"])
  expect(fs.readdirSync(dir)).toHaveLength(9)
  // Used now, it counts as the latest: the next script made keeps it.
  made("cms-eeeeeeeeeeee", 0)
  keepLatestScripts(dir, "cms-eeeeeeeeeeee")
  expect(scripts()).toEqual(["cms-aaaaaaaaaaaa", "cms-dddddddddddd", "cms-eeeeeeeeeeee"])
})
