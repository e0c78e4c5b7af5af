// The site's own build hooks. Everything the build does beside Gatsby's defaults is a local plugin in plugins/,
// listed in order in gatsby-config.ts; Gatsby runs this file's hooks after all of theirs.
export {}
