import fs from "fs"
import { parseJson, type JsonReadResult } from "./json-text"

export { parseJson, type JsonReadResult } from "./json-text"

/** Reads a JSON file exactly as Gatsby will (JSON.parse), saying where it fails as line and column (parseJson). */
export function readJsonFile(file: string): JsonReadResult {
  return parseJson(fs.readFileSync(file, "utf8"))
}
