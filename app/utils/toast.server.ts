// One-shot notices ("flash" messages) carried across a redirect in their own cookie.
// Shown as a banner without JS and as a toast with JS (app/components/toaster.tsx).
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/env.server";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "warning", "info"]).default("info"),
  title: z.string().optional(),
  description: z.string(),
  /** How long the JS toast stays, in ms (spec: notices 2 s, warnings 10 s). */
  duration: z.number().optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

type ToastFlash = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<ToastFlash, ToastFlash>> | undefined;
function toastStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<ToastFlash, ToastFlash>({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production" && !!env.APP_URL?.startsWith("https:"),
      secrets: [env.SESSION_SECRET],
    },
  });
  return storage;
}

export async function createToastHeaders(toast: ToastInput) {
  const session = await toastStorage().getSession();
  session.flash("toast", ToastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [k, v] of await createToastHeaders(toast)) headers.append(k, v);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast. Merge the returned headers into the response. */
export async function getToast(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get("toast"));
  const toast = parsed.success ? parsed.data : null;
  const headers = toast
    ? new Headers({ "Set-Cookie": await toastStorage().destroySession(session) })
    : null;
  return { toast, headers };
}

export function combineHeaders(...all: (HeadersInit | null | undefined)[]) {
  const combined = new Headers();
  for (const h of all) {
    if (!h) continue;
    for (const [k, v] of new Headers(h)) combined.append(k, v);
  }
  return combined;
}
