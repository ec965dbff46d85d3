// Calls a route's loader or action as Remix would, returning the Response it answered or threw.
export async function callRoute(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Response> {
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
