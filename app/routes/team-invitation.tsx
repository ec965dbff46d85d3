// /team-invitation?token=...: the link of a vendor team invitation (issue 25, ADR 0281). The
// invited person accepts while logged in with the invited address, or logs in here, or creates
// their login here (the mailed link proved the address, so it is active at once). An existing
// planner account joins with the same login. The token is a query parameter the logs redact.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { json, checkCredentials, INVALID_CREDENTIALS, userIdByEmail, completeLogin, SignupServerSchema, clearRateLimit, failedLoginFromIp, loginFailedFor, loginLockedFor, slowDownLoginFromIp, getCurrentUser, acceptInvitation, findLiveInvitation, signUpWithInvitation, TEAM_MESSAGES, readFormData, pageLanguage, messageText, strings, INVITATION_NOTICES } from "~/server-imports/team-invitation.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SubmitButton } from "~/components/forms";
import { pageMeta } from "~/utils/meta";
import { Fragment, type ReactNode } from "react";
import { fill } from "~/i18n/config";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await findLiveInvitation(token);
  const user = await getCurrentUser(request);
  // The page's language (ADR 0300); the role's name and summary are the invitation mail's words.
  const { lang, i18n } = pageLanguage(request, "account");
  const mail = strings(lang, "mail");
  return json(
    {
      lang,
      i18n,
      token: invitation ? token : "",
      invitation: invitation
        ? {
            organisation: invitation.organisation,
            email: invitation.email,
            role: invitation.role,
            roleLabel: mail[`role.${invitation.role}`],
            roleSummary: mail[`roleSummary.${invitation.role}`],
            expires: invitation.expires,
          }
        : null,
      gone: messageText(lang, TEAM_MESSAGES.invitationGone),
      wrongAccount: messageText(lang, TEAM_MESSAGES.wrongAccount),
      signedInAs: user?.email ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionData = { intent: string; message?: string; errors?: Record<string, string[] | undefined>; values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? "");
  const intent = String(form.get("intent") ?? "");
  const invitation = await findLiveInvitation(token);
  // Every answer in the page's language (the messages stay English in the modules, ADR 0300).
  const { lang } = pageLanguage(request);
  const say = (message: string) => messageText(lang, message);
  const sayAll = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map(say)]));
  if (!invitation) return json<ActionData>({ intent, message: say(TEAM_MESSAGES.invitationGone) }, { status: 410 });

  if (intent === "accept") {
    const user = await getCurrentUser(request);
    if (!user) return json<ActionData>({ intent, message: say(INVITATION_NOTICES.logInFirst) }, { status: 401 });
    const result = await acceptInvitation(token, user.id);
    if (!result.ok) return json<ActionData>({ intent, message: say(result.message) }, { status: 409 });
    return completeLogin(request, user.id, "/dashboard");
  }

  if (intent === "login") {
    const password = String(form.get("password") ?? "");
    if (!password) return json<ActionData>({ intent, errors: { password: [say(INVITATION_NOTICES.enterPassword)] } }, { status: 400 });
    // The same limits as the login page (ADR 0025).
    await slowDownLoginFromIp(request);
    const locked = await loginLockedFor(invitation.email);
    if (locked) return json<ActionData>({ intent, message: say(locked) }, { status: 429 });
    const check = await checkCredentials(invitation.email, password);
    if (check.status === "invalid") {
      await loginFailedFor(invitation.email);
      await failedLoginFromIp(request);
      return json<ActionData>({ intent, message: say(INVALID_CREDENTIALS) }, { status: 400 });
    }
    await clearRateLimit(`login:email:${invitation.email}`);
    // An account never activated is activated by joining: the link proved the address.
    const userId = check.status === "ok" ? check.userId : (await userIdByEmail(invitation.email))!;
    const result = await acceptInvitation(token, userId);
    if (!result.ok) return json<ActionData>({ intent, message: say(result.message) }, { status: 409 });
    return completeLogin(request, userId, "/dashboard");
  }

  if (intent === "signup") {
    form.set("email", invitation.email);
    const parsed = SignupServerSchema.safeParse(Object.fromEntries(["firstName", "lastName", "email", "password", "passwordConfirm"].map((k) => [k, String(form.get(k) ?? "")])));
    const values = { firstName: String(form.get("firstName") ?? ""), lastName: String(form.get("lastName") ?? "") };
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      return json<ActionData>({ intent, errors: sayAll(errors), values }, { status: 400 });
    }
    const result = await signUpWithInvitation(token, parsed.data as { firstName: string; lastName: string; password: string });
    if (!result.ok) return json<ActionData>({ intent, message: say(result.message), values }, { status: 409 });
    return completeLogin(request, result.userId!, "/dashboard");
  }
  throw new Response("Bad Request", { status: 400 });
}

/** A template's `{name}` placeholders filled with elements (the bold role and address). */
function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? <Fragment key={i}>{values[piece]}</Fragment> : piece));
}

const primary = "mt-2 rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800";

export default function TeamInvitation() {
  const { token, invitation, signedInAs, i18n, gone, wrongAccount } = useLoaderData<typeof loader>();
  const t = i18n.account;
  const result = useActionData<typeof action>() as ActionData | undefined;
  const errorsOf = (intent: string, name: string) => (result?.intent === intent ? result.errors?.[name] : undefined);
  const messageOf = (intent: string) =>
    result?.intent === intent && result.message ? <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{result.message}</p> : null;

  if (!invitation) {
    return (
      <main id="main-content" className="mx-auto max-w-lg px-4 py-16">
        <div className="rounded-2xl bg-white p-8 shadow-lg">
          <h1 className="text-2xl font-bold">{t.teamInvitation}</h1>
          <p role="alert" className="mt-3 text-slate-700">{result?.message ?? gone}</p>
          <Link to="/" className="mt-6 inline-block text-teal-800 underline">{t.home}</Link>
        </div>
      </main>
    );
  }
  const sameAccount = signedInAs === invitation.email;
  return (
    <main id="main-content" className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold">{fill(t.joinOrganisation, { organisation: invitation.organisation })}</h1>
        <p className="mt-2 text-slate-700">
          {fillNodes(t.invitedAs, { role: <strong>{invitation.roleLabel}</strong>, summary: invitation.roleSummary, email: <strong>{invitation.email}</strong>, expires: invitation.expires })}
        </p>

        {sameAccount ? (
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="intent" value="accept" />
            {messageOf("accept")}
            <SubmitButton pendingText={t.joining} className={primary}>{t.joinTeam}</SubmitButton>
          </Form>
        ) : signedInAs ? (
          <p role="alert" className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {fill(t.loggedInAs, { email: signedInAs })} {wrongAccount}
          </p>
        ) : (
          <>
            <section aria-labelledby="login-heading" className="mt-6 border-t border-slate-200 pt-4">
              <h2 id="login-heading" className="font-semibold">{fill(t.haveAccount, { email: invitation.email })}</h2>
              <Form method="post" className="mt-2">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="login" />
                <Field label={t.password} inputProps={{ id: "login-password", name: "password", type: "password", autoComplete: "current-password" }} errors={errorsOf("login", "password")} />
                {messageOf("login")}
                <SubmitButton pendingText={t.loggingIn} className={primary}>{t.logInAndJoin}</SubmitButton>
              </Form>
            </section>
            <section aria-labelledby="signup-heading" className="mt-8 border-t border-slate-200 pt-4">
              <h2 id="signup-heading" className="font-semibold">{t.newHere}</h2>
              <Form method="post" className="mt-2">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="signup" />
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <Field label={t.firstName} inputProps={{ name: "firstName", autoComplete: "given-name", defaultValue: result?.values?.firstName ?? "" }} errors={errorsOf("signup", "firstName")} />
                  <Field label={t.lastName} inputProps={{ name: "lastName", autoComplete: "family-name", defaultValue: result?.values?.lastName ?? "" }} errors={errorsOf("signup", "lastName")} />
                </div>
                <Field label={t.password} inputProps={{ id: "signup-password", name: "password", type: "password", autoComplete: "new-password" }} errors={errorsOf("signup", "password")} />
                <Field label={t.repeatPassword} inputProps={{ name: "passwordConfirm", type: "password", autoComplete: "new-password" }} errors={errorsOf("signup", "passwordConfirm")} />
                {messageOf("signup")}
                <SubmitButton pendingText={t.creating} className={primary}>{t.createAndJoin}</SubmitButton>
              </Form>
            </section>
          </>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.account.teamInvitation ?? "Team invitation", data?.i18n.account.teamDescription ?? "Join a vendor team on Bali MICE.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
