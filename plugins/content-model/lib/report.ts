import type { Reporter } from "gatsby"
import { describeProblem, validateContent } from "./validation"

const CONTENT_ERROR = "10000"

/**
 * Stops the build when content/ has problems: an editor's mistakes, all of them at once, each by file and field,
 * instead of as a transformer or GraphQL error later on. Called from the earliest hook, before any plugin reads content/.
 */
export function stopOnContentProblems(contentDir: string, reporter: Reporter): void {
  const problems = validateContent(contentDir)
  if (problems.length === 0) return
  reporter.setErrorMap({
    [CONTENT_ERROR]: { text: (context) => String(context.sourceMessage), level: "ERROR", type: "API.NODE.VALIDATION", category: "USER" },
  })
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  reporter.panic({
    id: CONTENT_ERROR,
    context: { sourceMessage: [`content/ has ${count}; fix and build again:`, ...problems.map(describeProblem)].join("\n") },
  })
}
