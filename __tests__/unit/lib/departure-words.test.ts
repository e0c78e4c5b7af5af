import { departurePriceWords, enquireWords, placesWords, statusWords } from "../../../src/lib/departure-words"

describe("a departure's words", () => {
  it("says the office's status in a visitor's words, and a status it does not know yet as it is", () => {
    expect(statusWords("few-left")).toBe("Only a few places left")
    expect(statusWords("waiting-list")).toBe("Full: join the waiting list")
    expect(statusWords("sold-to-a-charter")).toBe("sold-to-a-charter")
  })

  it("counts the places left, and says nothing of them for a full departure or none given", () => {
    expect(placesWords({ status: "few-left", placesLeft: 3 })).toBe("3 places left")
    expect(placesWords({ status: "available", placesLeft: 1 })).toBe("1 place left")
    expect(placesWords({ status: "waiting-list", placesLeft: 0 })).toBeNull()
    expect(placesWords({ status: "available", placesLeft: null })).toBeNull()
  })

  it("gives a departure's price only where it differs from the guide price", () => {
    expect(departurePriceWords(1950, 1850)).toBe("£1,950 per person for these dates")
    expect(departurePriceWords(1850, 1850)).toBeNull()
    expect(departurePriceWords(null, 1850)).toBeNull()
  })

  it("offers the waiting list of a full departure, and the dates of any other", () => {
    expect(enquireWords("waiting-list")).toBe("Join the waiting list")
    expect(["available", "few-left", "guaranteed"].map(enquireWords)).toEqual(Array(3).fill("Enquire about these dates"))
  })
})
