// Marketing content for vendors (spec section 1, "Vendor FAQ claims"). The words come as a prop:
// English by default (the vendor sign-up page), the page's language on /list-business (ADR 0300).
import { VENDOR_BENEFITS_ENGLISH } from "~/i18n/english/vendor-benefits";

export type VendorBenefitsLabels = typeof VENDOR_BENEFITS_ENGLISH;

export function VendorBenefits({ labels: l = VENDOR_BENEFITS_ENGLISH }: { labels?: VendorBenefitsLabels }) {
  const items = [
    { title: l.benefit1Title, text: l.benefit1Text },
    { title: l.benefit2Title, text: l.benefit2Text },
    { title: l.benefit3Title, text: l.benefit3Text },
    { title: l.benefit4Title, text: l.benefit4Text },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((i) => (
        <li key={i.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-semibold text-teal-800">{i.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{i.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function VendorFaq({ labels: l = VENDOR_BENEFITS_ENGLISH }: { labels?: VendorBenefitsLabels }) {
  const faq = [
    { q: l.faq1Q, a: l.faq1A },
    { q: l.faq2Q, a: l.faq2A },
    { q: l.faq3Q, a: l.faq3A },
    { q: l.faq4Q, a: l.faq4A },
    { q: l.faq5Q, a: l.faq5A },
  ];
  return (
    <div className="space-y-2">
      {faq.map((f, i) => (
        <details key={f.q} open={i === 0} name="vendor-faq" className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">{f.q}</summary>
          <p className="mt-2 text-sm text-slate-600">{f.a}</p>
        </details>
      ))}
    </div>
  );
}
