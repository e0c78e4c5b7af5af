/** The name of the format the configuration gives every content file (plugins/cms/lib/config.ts), registered by saving.ts. */
export const CONTENT_FORMAT = "content-json"
