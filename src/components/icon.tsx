import * as React from "react"
import { isIconName, type IconName } from "./icon-names"

// Simple line icons drawn on a 24-unit grid; content files name them (safari cards, social links). The type holds
// this map and the list of names (icon-names.ts) to the same names.
const paths: Record<IconName, React.ReactNode> = {
  mountain: <path d="M2 20 L9 7 L13 14 L16 10 L22 20 Z M9 7 L11 11" />,
  snowflake: <path d="M12 2 V22 M3.3 7 L20.7 17 M3.3 17 L20.7 7 M12 5 L9.5 3 M12 5 L14.5 3 M12 19 L9.5 21 M12 19 L14.5 21" />,
  binoculars: (
    <>
      <circle cx="6.5" cy="15.5" r="4" />
      <circle cx="17.5" cy="15.5" r="4" />
      <path d="M10.5 15 H13.5 M4 12 L6 4 H9 L10 12 M20 12 L18 4 H15 L14 12" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M15.5 8.5 L13.5 13.5 L8.5 15.5 L10.5 10.5 Z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M7.5 10 V17 M7.5 7 V7.2 M11.5 17 V10 M11.5 13 C11.5 10 16.5 9.5 16.5 13 V17" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8 V6.9" />
    </>
  ),
  facebook: (
    <path d="M14 21 V13 H17 L17.5 10 H14 V8 C14 7 14.5 6.5 15.5 6.5 H17.5 V3.5 C16.8 3.4 15.8 3.3 14.8 3.3 C12.4 3.3 11 4.7 11 7.3 V10 H8 V13 H11 V21" />
  ),
  x: <path d="M4 4 L20 20 M20 4 L4 20" />,
  email: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M3 6 L12 13 L21 6" />
    </>
  ),
  message: <path d="M4 5 H20 V16 H9 L5 20 V16 H4 Z M8 10 H16 M8 13 H13" />,
  chat: (
    <>
      <path d="M4 20 L5.3 16.2 A8.5 8.5 0 1 1 8 18.9 Z" />
      <path d="M9 9.5 C9 12 11.5 14.8 14.5 15 L15.5 13.5 L13.8 12.6 L13 13.3 C12 12.8 11.2 12 10.7 11 L11.4 10.2 L10.5 8.5 Z" />
    </>
  ),
}

type IconProps = { name: string; size?: number; className?: string }

/** A decorative icon: hidden from assistive technology, so give the control around it a name. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {isIconName(name) ? paths[name] : paths.compass}
    </svg>
  )
}
