// Types for inbox.mjs, so TypeScript tests can import it.
import type { FastifyInstance } from "fastify"

export declare const sendPath: string
export declare const inboxFileName: string
export declare const maxBodyBytes: number
export declare function sendBodyProblem(body: unknown): string | null
export declare function createInboxWriter(dir: string): { file: string; append(record: unknown): Promise<void> }
export declare function enquirySummary(params: Record<string, unknown>, receivedAt: string, where: string): string
export declare function inboxPlugin(options: { dir: string; log?: (line: string) => void }): (app: FastifyInstance) => Promise<void>
