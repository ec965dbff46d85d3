import { ListLink } from "~/components/list-link";
import { BRAND } from "~/utils/brand";
import { useCompany } from "~/components/company";
import { LanguageSwitch } from "~/components/language-switch";
import { useStrings } from "~/i18n/use-strings";

/** Site footer. Social links come from configuration (SOCIAL_*_URL) and are hidden when unset. */
export function Footer({ social }: { social: [name: string, url: string][] }) {
  const t = useStrings("layout");
  const company = useCompany();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{BRAND}</p>
          <p className="mt-2 text-sm">{t.footerTagline}</p>
          <address className="mt-3 text-sm not-italic" data-testid="company-address">
            {company.name}
            <br />
            {company.address}
          </address>
        </div>
        <nav aria-label={t.footerNav}>
          <ul className="space-y-2 text-sm">
            <li><ListLink className="hover:text-white" to="/about-us">{t.aboutUs}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/our-services">{t.ourServices}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/contact-us">{t.contactUs}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/register-vendor">{t.becomeVendor}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/terms">{t.terms}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/privacy">{t.privacy}</ListLink></li>
            <li><ListLink className="hover:text-white" to="/cancellation-policy">{t.cancellationPolicy}</ListLink></li>
            <li>{t.language}: <LanguageSwitch className="underline hover:text-white" /></li>
          </ul>
        </nav>
        {social.length ? (
          <div>
            <p className="text-sm font-semibold text-white">{t.followUs}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {social.map(([name, url]) => (
                <li key={name}><a className="hover:text-white" href={url} target="_blank" rel="noreferrer">{name}</a></li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© {new Date().getFullYear()} {company.name}. {t.pricesInRupiah}</p>
    </footer>
  );
}
