// Unit and component tests, set up as Gatsby's "Unit Testing" guide describes.
module.exports = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4|webm|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/__tests__/browser", "<rootDir>/__tests__/fixtures"],
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)", "<rootDir>/__tests__/integration/**/*.test.[jt]s?(x)"],
  // cookie 2 (used by fastify inject) and feed (the journal's feed) ship only ES modules, which Jest needs transformed.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|feed|cookie|light-my-request/node_modules/cookie|@fastify/static/node_modules/content-disposition|content-disposition)/)",
  ],
  // Generous: user-event tests on a busy 2-core CI machine can take seconds; speed is measured by the bench, not here.
  testTimeout: 20_000,
  // Both cores: the warm-cache build test takes minutes in one worker while the other suites run in the other.
  maxWorkers: 2,
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
