import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect, parseWithZod, ForgotSchema, LoginSchema, SignupServerSchema, NOT_ACTIVATED, registerAccount, requestPasswordReset, AuthorizationError, getAuthenticator, loginDestination, completeLogin, clearRateLimit, failedLoginFromIp, limitByEmail, limitByIp, loginFailedFor, loginLockedFor, slowDownLoginFromIp, getCurrentUser, getEnv, redirectWithToast, appOrigin, safeRedirect, readFormData, pageLanguage, messageText, translateReply } from "~/server-imports/login.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthPanel, type AuthActionData, type AuthTab } from "~/components/auth-panel";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { msg } from "~/i18n/message-ref";

const TABS: AuthTab[] = ["login", "signup", "forgot"];
const toTab = (v: string | null): AuthTab => (TABS.includes(v as AuthTab) ? (v as AuthTab) : "login");

export const REGISTERED_NOTICE = msg("accounts.registered");
export const FORGOT_NOTICE = msg("accounts.checkEmail");

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Only a same-site path goes on to the form and its links (ADR 0350).
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "") || null;
  const user = await getCurrentUser(request);
  // A logged-in user sent here by a guard lacks the role for that page: show the form (to
  // switch accounts) instead of bouncing back, which would loop.
  if (user && !redirectTo) throw redirect(loginDestination(user, null));
  const env = getEnv();
  return json({
    ...pageLanguage(request, "auth"),
    tab: toTab(url.searchParams.get("tab")),
    redirectTo,
    signedInAs: user ? user.email : null,
    social: {
      google: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      facebook: !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // Messages in the page's language (the schemas keep the spec's English, ADR 0300).
  const { lang } = pageLanguage(request);
  const say = (message: string) => messageText(lang, message);
  const answer = (data: AuthActionData, init?: number | ResponseInit) =>
    json<AuthActionData>({ ...data, result: translateReply(lang, data.result) }, init);
  const intent = toTab(String(formData.get("intent") ?? ""));
  const withJs = formData.get("js") === "1";

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    const reply = (formErrors: string[], extra: Partial<AuthActionData> = {}) =>
      answer(
        { intent, result: submission.reply({ formErrors, hideFields: ["password"] }), ...extra },
        { status: 400 },
      );
    if (submission.status !== "success") {
      return answer({ intent, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const { email, redirectTo } = submission.value;
    // The address is slowed down, never locked; the e-mail is locked after 5 failures (ADR 0025).
    await slowDownLoginFromIp(request);
    const locked = await loginLockedFor(email);
    if (locked) return reply([locked]);
    let userId: number;
    try {
      // The body is already read: remix-auth gets a body-less copy and the parsed form.
      const bodyless = new Request(request.url, { method: "POST", headers: request.headers });
      userId = await getAuthenticator().authenticate("form", bodyless, { context: { formData } });
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      await loginFailedFor(email);
      await failedLoginFromIp(request);
      return reply([error.message], error.message === NOT_ACTIVATED ? { resendEmail: email } : {});
    }
    await clearRateLimit(`login:email:${email}`);
    return completeLogin(request, userId, redirectTo);
  }

  if (intent === "signup") {
    const submission = parseWithZod(formData, { schema: SignupServerSchema });
    const hideFields = ["password", "passwordConfirm"];
    if (submission.status !== "success") {
      return answer({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
    }
    const limited = await limitByIp(request, "signup") ?? await limitByEmail(submission.value.email, "signup");
    if (limited) {
      return answer({ intent, result: submission.reply({ formErrors: [limited], hideFields }) }, { status: 429 });
    }
    // Role fields a client may post (isSupplier, isAdmin) are not read: this is a planner sign-up.
    await registerAccount(submission.value, { origin: appOrigin(request), asSupplier: false, lang });
    const to = `/register-complete?${new URLSearchParams({ email: submission.value.email })}`;
    if (withJs) return answer({ intent, success: { message: say(REGISTERED_NOTICE), redirectTo: to, delayMs: 1000 } });
    return redirectWithToast(to, { type: "success", description: say(REGISTERED_NOTICE) });
  }

  const submission = parseWithZod(formData, { schema: ForgotSchema });
  if (submission.status !== "success") {
    return answer({ intent, result: submission.reply() }, { status: 400 });
  }
  const limited = await limitByIp(request, "forgot") ?? await limitByEmail(submission.value.email, "forgot");
  if (limited) return answer({ intent, result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
  await requestPasswordReset(submission.value.email, appOrigin(request), lang);
  // Same answer whether or not the address has an account.
  const description = say(msg("accounts.resetLinkSent", { email: submission.value.email }));
  if (withJs) return answer({ intent, success: { message: `${say(FORGOT_NOTICE)} ${description}`, redirectTo: "/", delayMs: 2000 } });
  return redirectWithToast("/", { type: "success", title: say(FORGOT_NOTICE), description });
}

export default function LoginRoute() {
  const { tab, redirectTo, social, signedInAs, i18n } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AuthActionData | undefined;
  return (
    <main id="main-content" className="mx-auto flex max-w-lg px-4 py-12">
      <div className="w-full rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        {signedInAs ? (
          <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {fill(i18n.auth.signedInElsewhere, { email: signedInAs })}
          </p>
        ) : null}
        <AuthPanel tab={tab} redirectTo={redirectTo} actionData={actionData} social={social} mode={{ kind: "page" }} />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.auth.metaTitle ?? "Log in or sign up", data?.i18n.auth.metaDescription ?? "Log in to your Bali MICE account or create one to book venues in Bali.");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
