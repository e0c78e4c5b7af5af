// Where the browser tests' server keeps its local inbox: its own folder per test port, so parallel runs
// never share a file. playwright.config.ts hands it to the server as INBOX_DIR.
import fs from "node:fs"
import path from "node:path"

export const testPort = Number(process.env.TEST_PORT ?? 9310)
export const testInboxDir = path.resolve(".inbox", `browser-tests-${testPort}`)
export const testInboxFile = path.join(testInboxDir, "enquiries.jsonl")

/** Every enquiry the server has saved so far, parsed. */
export function savedEnquiries(): Array<{ receivedAt: string; service_id: string; template_id: string; template_params: Record<string, unknown> }> {
  if (!fs.existsSync(testInboxFile)) return []
  return fs
    .readFileSync(testInboxFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}
