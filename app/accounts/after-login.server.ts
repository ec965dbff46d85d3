// Called once a user has logged in (form, social), before the session drops the guest's
// cart id, so the guest's reservation list can move to the account.
export async function afterLogin(_args: { userId: number; guestCartSessionId: string | null }): Promise<void> {
  // the lead wires the guest-cart merge here
}
