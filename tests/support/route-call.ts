// Calls a route's loader or action as Remix would, returning the Response it answered or threw.
export async function callRoute(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Response> {
  try {
    return (await fn({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The Cookie header of a fresh logged-in session of this user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const { getSessionStorage } = await import("~/accounts/session.server");
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  return (await storage.commitSession(session)).split(";")[0]!;
}
