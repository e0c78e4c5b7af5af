// A pass-through proxy in front of the site for the WebKit journeys, which can hold back the page's JavaScript
// files until the journey's watch for errors is in place (WebKitWebDriver has no way to run a script before the
// page's own). Everything else, and every byte and header of every response, passes as the server sends it.
import http from "node:http"
import type net from "node:net"

export class ScriptGate {
  private held: Array<() => void> = []
  private holding = false

  private constructor(
    private readonly server: http.Server,
    readonly origin: string
  ) {}

  static async start(target: string): Promise<ScriptGate> {
    const upstream = new URL(target)
    const server = http.createServer((request, response) => {
      const forward = () => {
        const proxied = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: request.url,
            method: request.method,
            headers: { ...request.headers, host: upstream.host },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
            answer.pipe(response)
          }
        )
        proxied.on("error", (error) => response.destroy(error))
        request.pipe(proxied)
      }
      if (gate.holding && /\.js(\?|$)/.test(request.url ?? "")) {
        gate.held.push(forward)
        gate.firstHeld?.()
      } else forward()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const gate = new ScriptGate(server, `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`)
    return gate
  }

  private firstHeld: (() => void) | undefined

  /**
   * JavaScript files asked for from now on wait for release(). Resolves once the page has asked for one (the page
   * is parsed and painted: its loader asks for them then), or after `timeout` ms.
   */
  hold(timeout = 10_000): Promise<boolean> {
    this.holding = true
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeout)
      this.firstHeld = () => {
        clearTimeout(timer)
        this.firstHeld = undefined
        resolve(true)
      }
    })
  }

  release() {
    this.holding = false
    for (const forward of this.held.splice(0)) forward()
  }

  stop() {
    this.release()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
