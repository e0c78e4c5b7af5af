/** @jest-environment node */
import { touristTrip, type Trip } from "../../../src/lib/structured-data"

const siteUrl = "https://www.wildglensafaris.co.uk"
const trip: Trip = {
  name: "Wildlife Safaris",
  description: "Seven days of otters, eagles and whales.",
  url: `${siteUrl}/safaris/333`,
  siteUrl,
  offerUrl: `${siteUrl}/trip?safari=333`,
  priceFrom: 1850,
  priceNote: "per person, sharing",
  days: [{ title: "Arrival", places: "Oban", activities: "A walk by the bay" }],
}
const departure = (start: string, end: string, status: string, price?: number) => ({
  start,
  end,
  status,
  price,
  offerUrl: `${siteUrl}/trip?safari=333&departure=${start}`,
})

describe("touristTrip's group departures", () => {
  const data = touristTrip({
    ...trip,
    departures: [
      departure("2027-05-08", "2027-05-14", "few-left"),
      departure("2027-05-29", "2027-06-04", "waiting-list", 1950),
      departure("2027-07-17", "2027-07-23", "available"),
      departure("2027-10-02", "2027-10-08", "guaranteed"),
    ],
  })

  it("keeps the guide price as the trip's first offer", () => {
    expect(data.offers[0]).toMatchObject({ "@type": "Offer", url: trip.offerUrl, price: 1850, priceCurrency: "GBP" })
  })

  it("offers each departure in pounds, with its places as availability, until the day before it leaves", () => {
    expect(data.offers.slice(1)).toEqual([
      expect.objectContaining({ price: 1850, availability: "https://schema.org/LimitedAvailability", validThrough: "2027-05-07" }),
      expect.objectContaining({ price: 1950, availability: "https://schema.org/SoldOut", validThrough: "2027-05-28" }),
      expect.objectContaining({ price: 1850, availability: "https://schema.org/InStock", validThrough: "2027-07-16" }),
      expect.objectContaining({ price: 1850, availability: "https://schema.org/InStock", validThrough: "2027-10-01" }),
    ])
    for (const offer of data.offers.slice(1))
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "GBP", url: expect.stringContaining("&departure=2027-") })
  })

  it("gives each offer the trip on the departure's dates", () => {
    expect(data.offers[2]).toMatchObject({
      url: `${siteUrl}/trip?safari=333&departure=2027-05-29`,
      itemOffered: { "@type": "TouristTrip", departureTime: "2027-05-29", arrivalTime: "2027-06-04" },
    })
  })

  it("has no departure offers for a safari with no departures", () => {
    expect(touristTrip(trip).offers).toHaveLength(1)
  })
})
