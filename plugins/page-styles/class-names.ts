import { createHash } from "node:crypto"
import path from "node:path"
import type { Configuration, RuleSetRule, RuleSetUseItem } from "webpack"

// Short class names for the CSS Modules of the production build: five characters each, where Gatsby's are
// `[name]--[local]--[hash]` (`safari-module--printNotes--8ec92`). Every class is in a page's HTML at least twice (its
// inlined stylesheet and the markup using it), so the long names cost every page bytes of its HTML that its first
// round trip needs (docs/performance.md, "page-styles").
// `gatsby develop` (and the editing screen's previews) keep Gatsby's readable names.
//
// A name is a hash of the stylesheet's path in the project and the class's name: the same on every machine and from a
// warm cache or a clean one. Two classes that came to the same name would share their rules without a word, so the
// build stops then, naming both.

type LoaderContext = { resourcePath: string; rootContext: string }

/** The short name of each class named so far in this build, with the class it names. */
const named = new Map<string, string>()

/** css-loader's getLocalIdent: the name of `localName` in the stylesheet the loader is reading. */
export function shortClassName(loader: LoaderContext, _localIdentName: string, localName: string, options: { context?: string }): string {
  const file = path
    .relative(options.context ?? loader.rootContext, loader.resourcePath)
    .split(path.sep)
    .join("/")
  const key = `${file} .${localName}`
  const hash = createHash("sha256").update(`${file}\0${localName}`).digest("base64url").slice(0, 5)
  // A class name may not start with a digit or two hyphens (css-loader would prefix "_" itself, after this check).
  const name = /^(-?[0-9]|--)/.test(hash) ? `_${hash}` : hash
  const other = named.get(name)
  if (other !== undefined && other !== key) {
    throw new Error(`page-styles: the classes ${other} and ${key} got the same short name, ${name}; rename one of them`)
  }
  named.set(name, key)
  return name
}

const isCssLoader = (use: RuleSetUseItem | null | undefined | false | 0 | ""): use is { loader: string; options: { modules?: unknown } } =>
  typeof use === "object" && use !== null && typeof use.loader === "string" && /[\\/]css-loader[\\/]/.test(use.loader)

/** The rule, with every css-loader of CSS Modules in it naming classes with shortClassName. */
function withShortNames(rule: RuleSetRule): number {
  let changed = 0
  for (const inner of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) if (inner && typeof inner === "object") changed += withShortNames(inner)
  for (const use of Array.isArray(rule.use) ? rule.use : []) {
    if (!isCssLoader(use) || typeof use.options.modules !== "object" || use.options.modules === null) continue
    use.options = { ...use.options, modules: { ...use.options.modules, getLocalIdent: shortClassName } }
    changed += 1
  }
  return changed
}

/** Gatsby's webpack configuration of a production stage (build-javascript, build-html), with short class names. */
export function withShortClassNames<Config extends Configuration>(config: Config): Config {
  const changed = (config.module?.rules ?? []).reduce<number>((sum, rule) => sum + (rule && typeof rule === "object" ? withShortNames(rule) : 0), 0)
  if (changed === 0)
    throw new Error(
      "page-styles: Gatsby's webpack configuration has no css-loader of CSS Modules to give short class names; Gatsby's output has changed"
    )
  return config
}
