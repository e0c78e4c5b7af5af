// @ts-check
// `npm run lint`: ESLint for what can be wrong (hooks, accessibility, unused code), Prettier for how it looks.
// Syntax-only rules (no type information), so the whole project lints in seconds; tsc --noEmit checks types.
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import prettier from "eslint-config-prettier"
import globals from "globals"

export default tseslint.config(
  {
    // Generated or written by tools; .gitignore lists the same.
    ignores: ["public/", ".cache/", ".inbox/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", "bench/*.tmp"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // tsc's noUnusedParameters already allows a leading underscore; the same here. Destructuring a few
      // properties out to pass on the rest is how an object loses them, so those names count as used.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Everything outside src/ runs in Node (build, server, tools, configuration, Jest's mocks).
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS by necessity: Jest's configuration, transforms and mocks.
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__mocks__/**", "loadershim.js"],
    languageOptions: { globals: globals.jest },
  },
  {
    // React code: the browser bundle, Gatsby's browser and SSR hooks, and the component tests.
    files: [
      "src/**/*.{ts,tsx}",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
      "plugins/*/gatsby-{browser,ssr}.tsx",
      "__tests__/unit/**/*.tsx",
      "__tests__/fixtures/**/*.tsx",
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The recommended options, and a click on a modal <dialog> itself: the click on its backdrop that closes
      // it (the gallery's lightbox), whose keyboard equivalents are Escape and the close button.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          handlers: ["onClick", "onError", "onLoad", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyDown", "onKeyUp"],
          alert: ["onKeyUp", "onKeyDown", "onKeyPress"],
          body: ["onError", "onLoad"],
          dialog: ["onKeyUp", "onKeyDown", "onKeyPress", "onClick"],
          iframe: ["onError", "onLoad"],
          img: ["onError", "onLoad"],
        },
      ],
    },
  },
  // Last: turns off the rules that only concern layout, which Prettier owns.
  prettier
)
