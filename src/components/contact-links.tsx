import * as React from "react"
import { Icon } from "./icon"
import { chatLink } from "../lib/chat-link"
import * as styles from "./contact-links.module.css"

type ContactLinksProps = {
  email: string
  phone: string
  directMessageUrl: string
}

/** E-mail, a direct message and a chat link to the phone number; each opens in a new tab, leaving the site open behind it. */
export function ContactLinks({ email, phone, directMessageUrl }: ContactLinksProps) {
  const links = [
    { icon: "email", label: "E-mail us", detail: email, href: `mailto:${email}` },
    { icon: "message", label: "Send us a direct message", detail: "on Instagram", href: directMessageUrl },
    { icon: "chat", label: "Chat with us", detail: `on WhatsApp, ${phone}`, href: chatLink(phone) },
  ]
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.icon}>
          <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
            <span className={styles.icon}>
              <Icon name={link.icon} size={28} />
            </span>
            <span className={styles.label}>{link.label}</span>
            <span className={styles.detail}>{link.detail}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
