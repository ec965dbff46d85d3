// A vendor organisation's team roles (ADR 0280); what each may do is app/supplier/permissions.ts.
// A plain module: the schema, the team rules and the team page's form all read the one list.
export const MEMBER_ROLES = ["owner", "manager", "coordinator", "finance"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
