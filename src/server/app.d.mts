// Types for app.mjs, so TypeScript tests can import it.
import type { FastifyInstance } from "fastify"

export declare function buildServer(options: {
  root: string
  logger?: boolean
  plugins?: Array<(app: FastifyInstance) => Promise<void> | void>
}): Promise<FastifyInstance>
