import { createRequire } from "module"
import path from "path"

/** require() as from the project's package.json: Gatsby compiles gatsby-node's imports, and require.resolve with them, away. */
export const projectRequire = (rootDir: string) => createRequire(path.join(rootDir, "package.json"))
