/**
 * The names of the icons src/components/icon.tsx draws, the ones content files may name (safari cards, social
 * links). A plain list with no React in it, so the content validation and the CMS (build/) import it too.
 */
export const iconNames = [
  "mountain",
  "snowflake",
  "binoculars",
  "compass",
  "linkedin",
  "instagram",
  "facebook",
  "x",
  "email",
  "message",
  "chat",
] as const

export type IconName = (typeof iconNames)[number]

export const isIconName = (name: string): name is IconName => (iconNames as ReadonlyArray<string>).includes(name)
