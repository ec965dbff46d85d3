// Transport and equipment: fixed listings with contact options only (no booking).
import { Link } from "@remix-run/react";
import { ResponsiveImage, SLOT_SIZES } from "~/components/responsive-image";
import { Money } from "~/components/money";

type Contact = { CONTACT_PHONE: string; CONTACT_WHATSAPP: string };

export function whatsappLink(phone: string, text: string) {
  return `https://wa.me/${phone.replace(/\D/g, "")}?${new URLSearchParams({ text })}`;
}

function ContactOptions({ contact, subject }: { contact: Contact; subject: string }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
      <a
        href={whatsappLink(contact.CONTACT_WHATSAPP, `Hello, I would like to ask about ${subject}.`)}
        target="_blank"
        rel="noreferrer"
        className="rounded-full bg-emerald-700 px-3 py-1.5 text-white hover:bg-emerald-800"
      >
        WhatsApp
      </a>
      <a href={`tel:${contact.CONTACT_PHONE.replace(/\s/g, "")}`} className="rounded-full border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50">
        Call
      </a>
      <Link to="/contact-us" className="rounded-full border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50">
        E-mail
      </Link>
    </div>
  );
}

export function TransportCard({
  item,
  contact,
  imageLoading,
}: {
  imageLoading?: "high" | "eager";
  item: { id: number; vehicleName: string; maximumPassenger: number; price: number; unit: string; inclusion: string; brand: string; remark: string; vendor: string; location: string; imageUrl: string };
  /** Null where the page sends none (a tab that shows no listings). */
  contact: Contact | null;
}) {
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="transport-card">
      <ResponsiveImage src={item.imageUrl} sizes={SLOT_SIZES.card} alt="" priority={imageLoading === "high"} loading={imageLoading ? "eager" : "lazy"} width={640} height={420} className="aspect-[3/2] w-full bg-slate-200 object-cover" />
      <div className="p-4">
        <h3 className="font-semibold">{item.vehicleName}</h3>
        <p className="text-sm text-slate-600">{item.vendor} · {item.location}</p>
        <p className="mt-2 text-sm">Up to {item.maximumPassenger} passengers · {item.brand}</p>
        <p className="mt-1 text-sm text-slate-600">{item.inclusion}</p>
        <p className="mt-2"><span className="font-bold text-teal-800"><Money amount={item.price} /></span> <span className="text-sm text-slate-500">/ {item.unit}</span></p>
        <p className="text-xs text-slate-500">{item.remark}</p>
        {contact ? <ContactOptions contact={contact} subject={`${item.vehicleName}, ${item.unit}`} /> : null}
      </div>
    </article>
  );
}

export function EquipmentCard({
  item,
  contact,
  imageLoading,
}: {
  imageLoading?: "high" | "eager";
  item: { id: number; product: string; price: number; unit: string; category: string; brand: string; type: string; inclusion: string; remark: string; vendor: string; location: string; imageUrl: string };
  /** Null where the page sends none (a tab that shows no listings). */
  contact: Contact | null;
}) {
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="equipment-card">
      <ResponsiveImage src={item.imageUrl} sizes={SLOT_SIZES.card} alt="" priority={imageLoading === "high"} loading={imageLoading ? "eager" : "lazy"} width={640} height={420} className="aspect-[3/2] w-full bg-slate-200 object-cover" />
      <div className="p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{item.category}</p>
        <h3 className="font-semibold">{item.product}</h3>
        <p className="text-sm text-slate-600">{item.brand} · {item.vendor}</p>
        <p className="mt-1 text-sm text-slate-600">{item.inclusion}</p>
        <p className="mt-2"><span className="font-bold text-teal-800"><Money amount={item.price} /></span> <span className="text-sm text-slate-500">/ {item.unit.toLowerCase()}</span></p>
        <p className="text-xs text-slate-500">{item.remark}</p>
        {contact ? <ContactOptions contact={contact} subject={item.product} /> : null}
      </div>
    </article>
  );
}
