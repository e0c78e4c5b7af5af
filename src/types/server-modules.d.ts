// Types for the plain-JavaScript (.mjs) server and tool modules that TypeScript files import
// (tests, playwright.config.ts). Declared here because Gatsby parses every file under src/ and
// cannot read .d.mts files.

declare module "*/server/app.mjs" {
  import type { FastifyInstance } from "fastify"
  export function buildServer(options: {
    root: string
    logger?: boolean
    plugins?: Array<(app: FastifyInstance) => Promise<void> | void>
  }): Promise<FastifyInstance>
}

declare module "*/server/inbox.mjs" {
  import type { FastifyInstance } from "fastify"
  export const sendPath: string
  export const inboxFileName: string
  export const maxBodyBytes: number
  export function sendBodyProblem(body: unknown): string | null
  export function createInboxWriter(dir: string): { file: string; append(record: unknown): Promise<void> }
  export function enquirySummary(params: Record<string, unknown>, receivedAt: string, where: string): string
  export function inboxPlugin(options: { dir: string; log?: (line: string) => void }): (app: FastifyInstance) => Promise<void>
}

declare module "*/tools/chromium-path.mjs" {
  export function chromiumPath(): string | null
}
