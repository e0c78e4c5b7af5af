// The editing screen at /admin/ (Decap CMS, configured from content/schemas/), for develop and build.
export { onPreBootstrap, onCreateDevServer } from "./lib/gatsby-hooks"
