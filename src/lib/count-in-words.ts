const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

/** A count as a sentence writes it: in words up to twelve ("four"), in digits above (13). */
export const countInWords = (count: number): string => WORDS[count] ?? String(count)
