// Minimal types for the part of autocannon (no bundled types) that bench-search.ts uses.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  namespace autocannon {
    type Request = { method?: string; path?: string; setupRequest?: (req: Request) => Request };
    type Options = { url: string; connections?: number; duration?: number; requests?: Request[] };
    type Result = { requests: { average: number }; non2xx: number; errors: number };
    interface Instance extends EventEmitter {
      on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export default autocannon;
}
