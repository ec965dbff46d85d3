// /dashboard/team: the vendor organisation's members (issue 25, ADR 0280/0281). Owners invite
// by e-mail with a role, revoke pending invitations, change roles and remove members (which
// ends the member's sessions and API tokens at once); the last owner stays. The team's
// activity lists who did what. Plain forms: works without JS.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { listTeamAudit, memberActor } from "~/admin/audit.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, SelectField, SubmitButton } from "~/components/forms";
import { MEMBER_ROLES } from "~/supplier/member-roles";
import { isEmailAddress } from "~/accounts/account-schemas.server";
import { requireVendorMember } from "~/supplier/access.server";
import { ROLE_LABELS, ROLE_SUMMARIES } from "~/supplier/permissions";
import { changeMemberRole, inviteMember, isMemberRole, listTeam, removeMember, revokeInvitation } from "~/supplier/team.server";
import { pageMeta } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/url.server";

const PATH = "/dashboard/team";
const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "members", "view");
  return json({
    me: member.user.id,
    ...listTeam(member.supplierId),
    activity: listTeamAudit(member.supplierId, 30),
    roles: MEMBER_ROLES.map((r) => ({ role: r, label: ROLE_LABELS[r], summary: ROLE_SUMMARIES[r] })),
  });
}

type ActionData = { intent: string; id?: number; message?: string; errors?: { email?: string; role?: string }; values?: { email: string; role: string } };

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "members", "edit");
  const actor = memberActor(member.user, member.supplierId, "dashboard");
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const validId = Number.isSafeInteger(id) && id > 0;

  if (intent === "invite") {
    const email = String(form.get("email") ?? "").trim().toLowerCase();
    const role = String(form.get("role") ?? "");
    const errors: ActionData["errors"] = {};
    if (!email || email.length > 254 || !isEmailAddress(email)) errors.email = "Please enter a valid e-mail address";
    if (!isMemberRole(role)) errors.role = "Please choose a role";
    if (errors.email || errors.role || !isMemberRole(role)) return json<ActionData>({ intent, errors, values: { email, role } }, { status: 400 });
    const inviterName = `${member.user.firstName} ${member.user.lastName}`.trim() || member.user.email;
    const result = await inviteMember({ supplierId: member.supplierId, email, role, actor, inviterName, origin: appOrigin(request) });
    if (!result.ok) return json<ActionData>({ intent, errors: { [result.field ?? "email"]: result.message }, values: { email, role } }, { status: 400 });
    return redirectWithToast(PATH, { type: "success", description: `Invitation sent to ${email}.` });
  }
  if (intent === "revoke" && validId) {
    if (!revokeInvitation(member.supplierId, id, actor)) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(PATH, { type: "success", description: "Invitation revoked: its link no longer works." });
  }
  if (intent === "role" && validId) {
    const role = form.get("role");
    if (!isMemberRole(role)) return json<ActionData>({ intent, id, message: "Please choose a role" }, { status: 400 });
    const result = changeMemberRole(member.supplierId, id, role, actor);
    if (!result) throw new Response("Not Found", { status: 404 });
    if (!result.ok) return json<ActionData>({ intent, id, message: result.message }, { status: 409 });
    return redirectWithToast(PATH, { type: "success", description: "Role changed." });
  }
  if (intent === "remove" && validId) {
    const result = removeMember(member.supplierId, id, actor);
    if (!result) throw new Response("Not Found", { status: 404 });
    if (!result.ok) return json<ActionData>({ intent, id, message: result.message }, { status: 409 });
    // Removing oneself (another owner remains) ended this session too.
    if (memberRemovedSelf(member.user.id, form)) return redirectWithToast("/", { type: "success", description: "You have left the team." });
    return redirectWithToast(PATH, { type: "success", description: "Member removed: their sessions and API tokens have ended." });
  }
  throw new Response("Bad Request", { status: 400 });
}

function memberRemovedSelf(userId: number, form: FormData) {
  return Number(form.get("userId")) === userId;
}

const button = "rounded-full px-4 py-1.5 text-sm font-semibold";

export default function Team() {
  const { me, members, invitations, activity, roles } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const invite = result?.intent === "invite" ? result : undefined;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Team</h1>
      <p className="mt-1 text-sm text-slate-600">Everyone who works on your venue has their own login and a role. Removing a member logs them out everywhere at once.</p>

      <section aria-labelledby="members-heading" className="mt-6">
        <h2 id="members-heading" className="font-semibold">Members ({members.length})</h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {members.map((m) => {
            const error = result && result.id === m.id && result.message ? result.message : null;
            const errorId = `member-${m.id}-error`;
            return (
              <li key={m.id} className="flex flex-wrap items-end justify-between gap-3 py-3" data-testid="team-member" data-email={m.email}>
                <div className="min-w-0">
                  <p className="font-semibold">{m.name || m.email}{m.userId === me ? " (you)" : ""}</p>
                  <p className="text-sm text-slate-600">{m.email} · {ROLE_LABELS[m.role]} · since {m.since}</p>
                  {error ? <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">{error}</p> : null}
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={m.id} />
                    <SelectField label={<span className="sr-only">Role of {m.email}</span>} selectProps={{ name: "role", defaultValue: m.role, "aria-describedby": error ? errorId : undefined }} options={ROLE_OPTIONS} />
                    <SubmitButton className={`${button} mb-5 border border-teal-700 text-teal-800 hover:bg-teal-50`} aria-label={`Change role of ${m.email}`}>Change role</SubmitButton>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={m.id} />
                    <input type="hidden" name="userId" value={m.userId} />
                    <SubmitButton className={`${button} mb-5 border border-red-700 text-red-700 hover:bg-red-50`} aria-label={`Remove ${m.email} from the team`}>Remove</SubmitButton>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invite-heading" className="mt-8 rounded-xl border border-slate-200 p-4">
        <h2 id="invite-heading" className="font-semibold">Invite a member</h2>
        <p className="text-sm text-slate-600">We e-mail a link that works once, for 7 days. They log in or create their login there; a planner account can join with the same login.</p>
        <Form method="post" className="mt-3 grid gap-x-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <Field label="E-mail" inputProps={{ name: "email", type: "email", autoComplete: "off", required: true, defaultValue: invite?.values?.email ?? "" }} errors={invite?.errors?.email ? [invite.errors.email] : undefined} />
          <SelectField label="Role" selectProps={{ name: "role", defaultValue: invite?.values?.role || "coordinator" }} options={ROLE_OPTIONS} errors={invite?.errors?.role ? [invite.errors.role] : undefined} />
          <SubmitButton pendingText="Sending..." className={`${button} mt-6 bg-teal-700 text-white hover:bg-teal-800`}>Send invitation</SubmitButton>
        </Form>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          {roles.map((r) => (
            <div key={r.role} className="contents">
              <dt className="font-semibold">{r.label}</dt>
              <dd className="text-slate-600">{r.summary}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="font-semibold">Pending invitations</h2>
        {invitations.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="team-invitation" data-email={i.email}>
                <span>{i.email} · {ROLE_LABELS[i.role]} · until {i.expires}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={i.id} />
                  <SubmitButton className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-50`} aria-label={`Revoke the invitation of ${i.email}`}>Revoke</SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No invitation is waiting.</p>
        )}
      </section>

      <section aria-labelledby="activity-heading" className="mt-8">
        <h2 id="activity-heading" className="font-semibold">Who did what</h2>
        {activity.length ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="team-activity">
            {activity.map((a) => (
              <li key={a.id} className="py-2">
                <span className="text-slate-600">{a.at}</span> · <strong>{a.name || a.who}</strong> ({a.who}) · {a.action}: {a.subject}
                {a.oldValue !== "-" || a.newValue !== "-" ? <span className="text-slate-600"> ({a.oldValue} → {a.newValue})</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nothing yet.</p>
        )}
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("Team | Supplier Dashboard", "Your team's members and roles.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
