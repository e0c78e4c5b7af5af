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

  it("describes each departure as a dated part of the trip, which its offer points at", () => {
    expect(data.subTrip?.[1]).toEqual({
      "@type": "TouristTrip",
      "@id": `${siteUrl}/safaris/333#departure-2027-05-29`,
      name: "Wildlife Safaris, 29 May – 4 June 2027",
      departureTime: "2027-05-29",
      arrivalTime: "2027-06-04",
    })
    const offered = data.offers.slice(1).map((offer) => ("itemOffered" in offer ? offer.itemOffered["@id"] : undefined))
    expect(offered).toEqual(data.subTrip?.map((part) => part["@id"]))
  })

  it("has neither sub-trips nor departure offers for a safari with no departures", () => {
    const bespoke = touristTrip(trip)
    expect(bespoke.subTrip).toBeUndefined()
    expect(bespoke.offers).toHaveLength(1)
  })
})
