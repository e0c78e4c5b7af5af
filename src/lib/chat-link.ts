/**
 * The contact page's chat link (WhatsApp's click-to-chat), made from the phone number so that the two cannot
 * disagree: wa.me takes the international number as digits only, without "+", spaces or leading zeros.
 */
export function chatLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`
}
