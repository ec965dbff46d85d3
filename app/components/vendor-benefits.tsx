// Marketing content for vendors (spec section 1, "Vendor FAQ claims").
export function VendorBenefits() {
  const items = [
    { title: "List up to 10 products free", text: "Create your venue, sub venues and up to 10 products at no cost. Need more? Contact us." },
    { title: "Pay only when you earn", text: "A commission applies only when an event planner pays for a booking." },
    { title: "Bookings straight to your inbox", text: "Every reservation is e-mailed to you; acknowledge it from your dashboard." },
    { title: "You control availability", text: "Set availability and blackout dates for each sub venue or product." },
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

export const VENDOR_FAQ = [
  { q: "How much does it cost to list my venue?", a: "Listing up to 10 products is free. For more products, please contact us." },
  { q: "When do I pay a commission?", a: "Only when the event planner pays for the reservation." },
  { q: "How do I know I have a booking?", a: "We notify you by e-mail, and you acknowledge the reservation in your dashboard." },
  { q: "Can I block dates?", a: "Yes. You set availability or blackout dates for your sub venues and products." },
  { q: "Can I talk to the planner?", a: "One-to-one chat with planners is on its way; until then we put you in touch by e-mail or phone." },
];

export function VendorFaq() {
  return (
    <div className="space-y-2">
      {VENDOR_FAQ.map((f, i) => (
        <details key={f.q} open={i === 0} name="vendor-faq" className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">{f.q}</summary>
          <p className="mt-2 text-sm text-slate-600">{f.a}</p>
        </details>
      ))}
    </div>
  );
}
