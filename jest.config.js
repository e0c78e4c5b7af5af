// Unit and component tests, set up as Gatsby's "Unit Testing" guide describes.
module.exports = {
  // .mjs too, so tests can import the production server's modules (src/server/*.mjs).
  transform: { "^.+\\.([jt]sx?|mjs)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4|webm|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/browser", "<rootDir>/__tests__/fixtures"],
  // cookie 1.x (under fastify's light-my-request, behind app.inject) is published as ES modules only.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|light-my-request/node_modules/cookie|cookie)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
