import * as React from "react"

type HtmlProps = {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>
  headComponents: React.ReactNode
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode
  body: string
  postBodyComponents: React.ReactNode
}

/**
 * Gatsby's own page shell (Gatsby's "Customizing html.js"), less what only retired browsers read: Internet Explorer's
 * x-ua-compatible and iOS 9's shrink-to-fit. Every byte of the head comes before the first paint on a slow line. Every
 * page is in British English.
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    <html lang="en-GB" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
