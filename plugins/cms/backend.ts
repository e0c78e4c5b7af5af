/** The settings that choose where the CMS saves in production (docs/operating.md, "Sign-in for editors"). */
export type CmsEnvironment = {
  readonly CMS_BACKEND?: string
  readonly CMS_REPO?: string
  readonly CMS_BRANCH?: string
  readonly CMS_AUTH_URL?: string
  readonly CMS_AUTH_ENDPOINT?: string
}

export type CmsBackend = {
  /** Decap's `backend` setting. */
  readonly backend: Record<string, string>
  /** Origins the editing screen talks to besides the site itself, for its Content-Security-Policy. */
  readonly connectOrigins: ReadonlyArray<string>
  /** Origins of images it shows besides the site's and the editor's own files (the signed-in user's avatar). */
  readonly imageOrigins: ReadonlyArray<string>
  /** Why the production editing screen cannot save yet, for the build log; undefined when it can. */
  readonly warning?: string
}

const PLACEHOLDER_REPO = "your-account/wild-glen-safaris"

/**
 * The production backend: GitHub (the default; editors sign in with their GitHub account through an OAuth
 * server, Netlify's unless CMS_AUTH_URL names another, such as sveltia-cms-auth) or, deprecated, git-gateway (Netlify
 * Identity, editors without a GitHub account; the build warns). Both commit to the repository, which rebuilds the site.
 */
export function cmsBackend(env: CmsEnvironment): CmsBackend {
  const branch = env.CMS_BRANCH || "main"
  const name = env.CMS_BACKEND || "github"
  if (name === "git-gateway") {
    // Netlify Identity and Git Gateway answer on the site's own origin (/.netlify/identity, /.netlify/git).
    return {
      backend: { name, branch },
      connectOrigins: [],
      imageOrigins: [],
      warning:
        'CMS_BACKEND=git-gateway: Netlify has deprecated Netlify Identity and Git Gateway (security fixes only since 2025), and Decap\'s git-gateway backend is built on its deprecated gotrue-js. Move editors to GitHub sign-in (docs/operating.md, "Sign-in for editors").',
    }
  }
  if (name !== "github") throw new Error(`CMS_BACKEND is "${name}"; it can be github (the default) or git-gateway`)
  const repo = env.CMS_REPO || PLACEHOLDER_REPO
  const auth = env.CMS_AUTH_URL
    ? { base_url: new URL(env.CMS_AUTH_URL).origin, ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}) }
    : {}
  return {
    backend: { name, repo, branch, ...auth },
    // The GitHub API, and GitHub's status page, which Decap asks before saying why a request failed.
    connectOrigins: ["https://api.github.com", "https://www.githubstatus.com"],
    imageOrigins: ["https://avatars.githubusercontent.com"],
    warning: env.CMS_REPO
      ? undefined
      : `The editing screen (/admin/) has no GitHub repository to save to: set CMS_REPO=owner/name (docs/operating.md, "Sign-in for editors").`,
  }
}
