// The auth modal (JS only): a <dialog> with the same tabs as /login. Loaded on demand by
// AuthModalHost (header.tsx) so pages that never open it do not download the forms, and its
// words come with it: fetched from /login's loader when it opens, not sent with every page
// (issue 43: the root loader's "auth" strings were 1.7 KB of every guest's page).
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { withLang } from "~/i18n/config";
import type { Strings } from "~/i18n/strings.server";
import { FetchedStrings, useLang, useStrings } from "~/i18n/use-strings";
import { AuthPanel, type AuthTab, type SocialLogins } from "~/components/auth-panel";

type Props = {
  tab: AuthTab;
  onSelectTab: (tab: AuthTab) => void;
  onClose: () => void;
  social: SocialLogins;
};

export default function AuthModal(props: Props) {
  const words = useFetcher<{ i18n?: { auth?: Strings<"auth"> } }>();
  const lang = useLang();
  const load = words.load;
  useEffect(() => {
    load(withLang("/login", lang));
  }, [load, lang]);
  const auth = words.data?.i18n?.auth;
  if (!auth) return null;
  return (
    <FetchedStrings.Provider value={{ auth }}>
      <AuthDialog {...props} />
    </FetchedStrings.Provider>
  );
}

function AuthDialog({
  tab,
  onSelectTab,
  onClose,
  social,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { close } = useStrings("auth");
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="auth-modal"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (e.target === ref.current) ref.current?.close();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="relative p-6">
        <button
          type="button"
          aria-label={close}
          onClick={() => ref.current?.close()}
          className="absolute right-3 top-3 rounded-full px-2 text-2xl leading-none text-slate-500 hover:text-slate-900"
        >
          ×
        </button>
        <AuthPanel tab={tab} onSelectTab={onSelectTab} social={social} mode={{ kind: "modal" }} titleId={titleId} />
      </div>
    </dialog>
  );
}
