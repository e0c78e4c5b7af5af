type NetworkInformation = { saveData?: boolean }

/** Whether the visitor has asked the browser to save data (Save-Data / Data Saver); false where unknown. */
export function saveDataOn(): boolean {
  if (typeof navigator === "undefined") return false
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true
}
