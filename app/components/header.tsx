import { Link, NavLink, useLocation } from "@remix-run/react";
import { Form } from "~/components/form";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { AuthTab } from "~/components/auth-panel";
import type { PublicEnv } from "~/env.server";
import { LanguageSwitch } from "~/components/language-switch";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

export type HeaderUser = {
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isSupplier: boolean;
} | null;

/**
 * Site header. Dropdowns are <details> elements so they open without JavaScript.
 * The cart badge shows for logged-in customers and suppliers, and for guests who have a cart.
 */
export function Header({
  user,
  cartCount,
  env,
  unreadMessages = null,
}: {
  user: HeaderUser;
  cartCount: number;
  env: PublicEnv;
  /** Planners' unread messages (null for everyone else: no Messages link). */
  unreadMessages?: number | null;
}) {
  const showCart = user ? !user.isAdmin : cartCount > 0;
  const t = useStrings("layout");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        {/* The name is the logo's words (label in name, for voice control) plus where it leads. */}
        <Link to="/" className="text-xl font-extrabold tracking-tight text-teal-800">
          Bali<span className="text-amber-600">MICE</span>
          <span className="sr-only"> {t.home}</span>
        </Link>
        <nav aria-label={t.mainNav} className="ml-auto flex items-center gap-1 text-sm sm:gap-2">
          <NavLink to="/search" className="hidden rounded px-2 py-1 font-medium text-slate-700 hover:text-teal-700 sm:inline">
            {t.venues}
          </NavLink>
          <details className="relative hidden sm:block" data-dropdown onKeyDown={closeOnEscape}>
            <summary className="cursor-pointer list-none rounded px-2 py-1 font-medium text-slate-700 hover:text-teal-700">
              {t.contact}
            </summary>
            <div className={`${DROPDOWN_PANEL} p-4 text-slate-700`}>
              <ContactList env={env} />
            </div>
          </details>
          {unreadMessages !== null ? (
            <Link
              to="/messages"
              className="relative rounded px-2 py-1 font-medium text-slate-700 hover:text-teal-700"
              aria-label={unreadMessages ? fill(t.messagesUnread, { count: unreadMessages }) : t.messages}
            >
              <MessageIcon />
              {unreadMessages ? (
                <span data-testid="messages-badge" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-amber-500 px-1 text-center text-xs font-bold text-slate-900">
                  {unreadMessages}
                </span>
              ) : null}
            </Link>
          ) : null}
          {showCart ? (
            <Link to="/reservation-summary" className="relative rounded px-2 py-1 font-medium text-slate-700 hover:text-teal-700" aria-label={fill(t.cartLabel, { count: cartCount })}>
              <CartIcon />
              <span data-testid="cart-badge" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-amber-500 px-1 text-center text-xs font-bold text-slate-900">
                {cartCount}
              </span>
            </Link>
          ) : null}
          {user ? (
            <div className="hidden sm:block">
              <AccountMenu user={user} />
            </div>
          ) : (
            <>
              <Link to="/login" data-auth-modal="login" className="rounded px-2 py-1 font-semibold text-teal-800 hover:underline">
                {t.logIn}
              </Link>
              <Link to="/login?tab=signup" data-auth-modal="signup" className="hidden rounded-full bg-teal-700 px-4 py-1.5 font-semibold text-white hover:bg-teal-800 sm:inline-block">
                {t.joinUs}
              </Link>
            </>
          )}
          <LanguageSwitch className="hidden rounded px-2 py-1 font-medium text-slate-700 hover:text-teal-700 sm:inline" />
          <PhoneMenu user={user} env={env} />
        </nav>
      </div>
      {user ? null : <AuthModalHost social={{ google: env.GOOGLE_LOGIN, facebook: env.FACEBOOK_LOGIN }} />}
    </header>
  );
}

function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const t = useStrings("layout");
  const greeting = user.isAdmin ? t.welcomeAdmin : fill(t.hello, { name: user.firstName });
  return (
    <details className="relative" data-dropdown onKeyDown={closeOnEscape}>
      <summary className="cursor-pointer list-none rounded px-2 py-1 font-semibold text-teal-800">{greeting}</summary>
      <div className={`${DROPDOWN_PANEL} p-2`}>
        <AccountLinks user={user} />
      </div>
    </details>
  );
}

/** The account's links (desktop dropdown and phone menu). */
function AccountLinks({ user }: { user: NonNullable<HeaderUser> }) {
  const t = useStrings("layout");
  return (
    <ul className="text-slate-700">
      {user.isAdmin ? (
        <li><Link className="block rounded px-3 py-2 hover:bg-slate-100" to="/admin/manage-payments">{t.admin}</Link></li>
      ) : null}
      {user.isSupplier && !user.isAdmin ? (
        <li><Link className="block rounded px-3 py-2 hover:bg-slate-100" to="/dashboard">{t.supplierDashboard}</Link></li>
      ) : null}
      {!user.isAdmin ? (
        <li><Link className="block rounded px-3 py-2 hover:bg-slate-100" to="/my-reservation">{t.myReservation}</Link></li>
      ) : null}
      {!user.isAdmin ? (
        <li><Link className="block rounded px-3 py-2 hover:bg-slate-100" to={user.isSupplier ? "/dashboard/messages" : "/messages"}>{t.messages}</Link></li>
      ) : null}
      <li>
        <LogoutButton />
      </li>
    </ul>
  );
}

// Dropdown panels never wider than the screen, anchored to their summary's right edge.
const DROPDOWN_PANEL = "absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white shadow-lg";

/** Customer service links; `title` is the phone menu's shorter heading (no hours twice in the page). */
function ContactList({ env, title }: { env: PublicEnv; title?: string }) {
  const t = useStrings("layout");
  const tel = `tel:${env.CONTACT_PHONE.replace(/\s/g, "")}`;
  return (
    <>
      {title ? <p className="font-semibold">{title}</p> : (
        <>
          <p className="font-semibold">{t.customerService}</p>
          <p className="text-xs text-slate-500">{t.serviceHours}</p>
        </>
      )}
      <ul className="mt-2 space-y-1">
        {/* Non-breaking spaces: a phone number never wraps across lines. */}
        <li><a className="hover:underline" href={tel}>{t.phone}: {env.CONTACT_PHONE.replace(/ /g, "\u00a0")}</a></li>
        <li><a className="hover:underline" href={`https://wa.me/${env.CONTACT_WHATSAPP}`} target="_blank" rel="noreferrer">WhatsApp</a></li>
        <li><a className="hover:underline" href={tel}>{t.phoneCall.replace(/ /g, "\u00a0")}</a></li>
        <li><Link className="hover:underline" to="/contact-us">{t.emailUs}</Link></li>
      </ul>
    </>
  );
}

/** With JS, Escape closes an open dropdown and puts focus back on its toggle (issue 26). */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== "Escape" || !details.open) return;
  event.stopPropagation();
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * The phone menu (under 640 px): Venues, My Reservation, the account or Log in, Contact.
 * A <details>, so it opens without JavaScript; the panel spans the screen below the header.
 */
function PhoneMenu({ user, env }: { user: HeaderUser; env: PublicEnv }) {
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // With JS, following a link closes the menu (without JS the next page renders it closed).
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  const item = "block rounded px-3 py-2 font-medium hover:bg-slate-100";
  const t = useStrings("layout");
  return (
    <details ref={menu} className="sm:hidden" data-dropdown data-testid="phone-menu" onKeyDown={closeOnEscape}>
      <summary className="cursor-pointer list-none rounded px-2 py-1 font-medium text-slate-700" aria-label={t.menu}>
        <MenuIcon />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 text-slate-700 shadow-lg">
        <ul>
          <li><Link className={item} to="/search">{t.venues}</Link></li>
          {user ? null : <li><Link className={item} to="/my-reservation">{t.myReservation}</Link></li>}
          <li><LanguageSwitch className={item} /></li>
        </ul>
        <div className="mt-2 border-t border-slate-200 pt-2">
          {user ? (
            <>
              <p className="px-3 py-1 text-xs font-semibold uppercase text-slate-500">{fill(t.signedInAs, { name: user.firstName })}</p>
              <AccountLinks user={user} />
            </>
          ) : (
            <ul>
              <li><Link className={item} to="/login" data-auth-modal="login">{t.logIn}</Link></li>
              <li><Link className={item} to="/login?tab=signup" data-auth-modal="signup">{t.joinUs}</Link></li>
            </ul>
          )}
        </div>
        <div className="mt-2 border-t border-slate-200 px-3 pt-2 text-sm">
          <ContactList env={env} title={t.customerService} />
        </div>
      </div>
    </details>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function MessageIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 5h16v11H8l-4 4z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L21 7H6" />
      <circle cx="9" cy="20" r="1" /><circle cx="18" cy="20" r="1" />
    </svg>
  );
}

const AuthModal = lazy(() => import("~/components/auth-modal"));

/**
 * With JS, links marked `data-auth-modal="login|signup|forgot"` (JOIN US, and any page's
 * "Login or Sign Up" link) open the auth modal instead of navigating to /login.
 */
function AuthModalHost({ social }: { social: { google: boolean; facebook: boolean } }) {
  const [tab, setTab] = useState<AuthTab | null>(null);
  const location = useLocation();
  useEffect(() => {
    function onClick(e: MouseEvent) {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[data-auth-modal]");
      if (!link) return;
      const wanted = link.getAttribute("data-auth-modal");
      e.preventDefault();
      setTab(wanted === "login" || wanted === "forgot" ? wanted : "signup");
    }
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  // Any navigation (e.g. after logging in) closes the modal.
  useEffect(() => setTab(null), [location.key]);
  if (!tab) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal tab={tab} onSelectTab={setTab} onClose={() => setTab(null)} social={social} />
    </Suspense>
  );
}

/**
 * Logout asks for confirmation: without JS the GET form opens the /logout confirm page;
 * with JS a dialog asks and posts the logout itself.
 */
function LogoutButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  // The button appears twice (desktop dropdown, phone menu): ids must stay unique.
  const titleId = useId();
  const t = useStrings("layout");
  return (
    <>
      <Form
        method="get"
        action="/logout"
        onSubmit={(e) => {
          if (!dialog.current) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        <button type="submit" className="block w-full rounded px-3 py-2 text-left hover:bg-slate-100">{t.logout}</button>
      </Form>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
      >
        <h2 id={titleId} className="text-lg font-bold">{t.logOutTitle}</h2>
        <p className="mt-2 text-sm text-slate-600">{t.logOutQuestion}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-full border border-slate-300 px-4 py-2 font-semibold">
            {t.cancel}
          </button>
          <Form method="post" action="/logout" reloadDocument onSubmit={() => { try { window.localStorage.clear(); } catch { /* storage may be blocked */ } }}>
            <button type="submit" className="rounded-full bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">{t.logOut}</button>
          </Form>
        </div>
      </dialog>
    </>
  );
}
