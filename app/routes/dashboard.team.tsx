// /dashboard/team: the vendor organisation's members (issue 25, ADR 0280/0281). Owners invite
// by e-mail with a role, revoke pending invitations, change roles and remove members (which
// ends the member's sessions and API tokens at once); the last owner stays. The team's
// activity lists who did what. Plain forms: works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { listTeamAudit, memberActor } from "~/audit/audit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, SubmitButton } from "~/components/forms";
import { MEMBER_ROLES } from "~/db/enums";
import { isEmailAddress } from "~/accounts/account-schemas.server";
import { requireVendorMember } from "~/supplier/access.server";
import { ROLE_LABELS, ROLE_SUMMARIES } from "~/teams/permissions";
import { changeMemberRole, inviteMember, isMemberRole, listTeam, removeMember, revokeInvitation } from "~/supplier/team.server";
import { pageMeta } from "~/utils/meta";
import { fill, optionLabel } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings, useLang } from "~/i18n/use-strings";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";
import { timesIn } from "~/utils/format";

const PATH = "/dashboard/team";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "members", "view");
  // Who did what, in the page's language (the audit writes its actions and times in English).
  const { lang } = pageLanguage(request);
  const say = (text: string) => messageText(lang, text);
  return json({
    me: member.user.id,
    ...await listTeam(member.supplierId),
    activity: (await listTeamAudit(member.supplierId, 30, lang)).map((a) => ({ ...a, action: say(a.action) })),
    roles: MEMBER_ROLES.map((r) => ({ role: r, label: ROLE_LABELS[r], summary: ROLE_SUMMARIES[r] })),
  });
}

type ActionData = { intent: string; id?: number; message?: string; errors?: { email?: string; role?: string }; values?: { email: string; role: string } };

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "members", "edit");
  const actor = memberActor(member.user, member.supplierId, "dashboard");
  const form = await readFormData(request);
  // Answers in the page's language (issue 27).
  const { lang, i18n } = pageLanguage(request, "dashboard");
  const t = i18n.dashboard;
  const say = (text: string) => messageText(lang, text);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const validId = Number.isSafeInteger(id) && id > 0;

  if (intent === "invite") {
    const email = String(form.get("email") ?? "").trim().toLowerCase();
    const role = String(form.get("role") ?? "");
    const errors: ActionData["errors"] = {};
    if (!email || email.length > 254 || !isEmailAddress(email)) errors.email = t.tmValidEmail;
    if (!isMemberRole(role)) errors.role = t.tmChooseRole;
    if (errors.email || errors.role || !isMemberRole(role)) return json<ActionData>({ intent, errors, values: { email, role } }, { status: 400 });
    const inviterName = `${member.user.firstName} ${member.user.lastName}`.trim() || member.user.email;
    const result = await inviteMember({ supplierId: member.supplierId, email, role, actor, inviterName, origin: appOrigin(request) });
    if (!result.ok) return json<ActionData>({ intent, errors: { [result.field ?? "email"]: say(result.message) }, values: { email, role } }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: fill(t.tmInvited, { email }) });
  }
  if (intent === "revoke" && validId) {
    if (!await revokeInvitation(member.supplierId, id, actor)) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(PATH, { type: "success", description: t.tmRevoked });
  }
  if (intent === "role" && validId) {
    const role = form.get("role");
    if (!isMemberRole(role)) return json<ActionData>({ intent, id, message: t.tmChooseRole }, { status: 400 });
    const result = await changeMemberRole(member.supplierId, id, role, actor);
    if (!result) throw new Response("Not Found", { status: 404 });
    if (!result.ok) return json<ActionData>({ intent, id, message: say(result.message) }, { status: 409 });
    return redirectWithToast(PATH, { type: "success", description: t.tmRoleChanged });
  }
  if (intent === "remove" && validId) {
    const result = await removeMember(member.supplierId, id, actor);
    if (!result) throw new Response("Not Found", { status: 404 });
    if (!result.ok) return json<ActionData>({ intent, id, message: say(result.message) }, { status: 409 });
    // Removing oneself (another owner remains) ended this session too.
    if (memberRemovedSelf(member.user.id, form)) return redirectWithToast("/", { type: "success", description: t.tmLeft });
    return redirectWithToast(PATH, { type: "success", description: t.tmRemoved });
  }
  throw new Response("Bad Request", { status: 400 });
}

function memberRemovedSelf(userId: number, form: FormData) {
  return Number(form.get("userId")) === userId;
}

const button = "rounded-full px-4 py-1.5 text-sm font-semibold";

export default function Team() {
  const lang = useLang();
  const { me, members, invitations, activity, roles } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const invite = result?.intent === "invite" ? result : undefined;
  const t = useStrings("dashboard");
  const roleLabel = (r: string) => optionLabel(t, "role", ROLE_LABELS[r as keyof typeof ROLE_LABELS], ROLE_LABELS[r as keyof typeof ROLE_LABELS]);
  const roleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t["nav.Team"]}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.tmIntro}</p>

      <section aria-labelledby="members-heading" className="mt-6">
        <h2 id="members-heading" className="font-semibold">{fill(t.tmMembers, { n: members.length })}</h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {members.map((m) => {
            const error = result && result.id === m.id && result.message ? result.message : null;
            const errorId = `member-${m.id}-error`;
            return (
              <li key={m.id} className="flex flex-wrap items-end justify-between gap-3 py-3" data-testid="team-member" data-email={m.email}>
                <div className="min-w-0">
                  <p className="font-semibold">{m.name || m.email}{m.userId === me ? t.tmYou : ""}</p>
                  <p className="text-sm text-slate-600">{m.email} · {roleLabel(m.role)} · {fill(t.tmSince, { date: m.since })}</p>
                  {error ? <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">{error}</p> : null}
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={m.id} />
                    <SelectField label={<span className="sr-only">{fill(t.tmRoleOf, { email: m.email })}</span>} selectProps={{ name: "role", defaultValue: m.role, "aria-describedby": error ? errorId : undefined }} options={roleOptions} />
                    <SubmitButton className={`${button} mb-5 border border-teal-700 text-teal-800 hover:bg-teal-50`} aria-label={fill(t.tmChangeRoleOf, { email: m.email })}>{t.tmChangeRole}</SubmitButton>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={m.id} />
                    <input type="hidden" name="userId" value={m.userId} />
                    <SubmitButton className={`${button} mb-5 border border-red-700 text-red-700 hover:bg-red-50`} aria-label={fill(t.tmRemoveFrom, { email: m.email })}>{t.tmRemove}</SubmitButton>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invite-heading" className="mt-8 rounded-xl border border-slate-200 p-4">
        <h2 id="invite-heading" className="font-semibold">{t.tmInvite}</h2>
        <p className="text-sm text-slate-600">{t.tmInviteIntro}</p>
        <Form method="post" className="mt-3 grid gap-x-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <Field label={t.tmEmail} inputProps={{ name: "email", type: "email", autoComplete: "off", required: true, defaultValue: invite?.values?.email ?? "" }} errors={invite?.errors?.email ? [invite.errors.email] : undefined} />
          <SelectField label={t.tmRole} selectProps={{ name: "role", defaultValue: invite?.values?.role || "coordinator" }} options={roleOptions} errors={invite?.errors?.role ? [invite.errors.role] : undefined} />
          <SubmitButton pendingText={t.tmSending} className={`${button} mt-6 bg-teal-700 text-white hover:bg-teal-800`}>{t.tmSendInvitation}</SubmitButton>
        </Form>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          {roles.map((r) => (
            <div key={r.role} className="contents">
              <dt className="font-semibold">{roleLabel(r.role)}</dt>
              <dd className="text-slate-600">{optionLabel(t, "tmSummary", r.role, r.summary)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="font-semibold">{t.tmPending}</h2>
        {invitations.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="team-invitation" data-email={i.email}>
                <span>{i.email} · {roleLabel(i.role)} · {fill(t.tmUntil, { date: i.expires })}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={i.id} />
                  <SubmitButton className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-50`} aria-label={fill(t.tmRevokeOf, { email: i.email })}>{t.tmRevoke}</SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t.tmNoInvitation}</p>
        )}
      </section>

      <section aria-labelledby="activity-heading" className="mt-8">
        <h2 id="activity-heading" className="font-semibold">{t.tmWhoDidWhat}</h2>
        {activity.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="team-activity">
            {activity.map((a) => (
              <li key={a.id} className="py-2">
                <span className="text-slate-600">{timesIn(a.at, lang)}</span> · <strong>{a.name || a.who}</strong> ({a.who}) · {a.action}: {a.subject}
                {a.oldValue !== "-" || a.newValue !== "-" ? <span className="text-slate-600"> ({a.oldValue} → {a.newValue})</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t.tmNothingYet}</p>
        )}
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t ? `${t["nav.Team"]} | ${t.supplierDashboard}` : "Team | Supplier Dashboard", t?.tmMetaDescription ?? "Your team's members and roles.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
