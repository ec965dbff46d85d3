// "Which venue" of a hotel group's lists (earnings, messages; ADR 0282): a GET form, so the
// choice is a link and works without JS. The server checks the id against the organisation.
import { Form } from "~/components/form";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";

export function VenueFilterForm({ path, venues, venue }: { path: string; venues: { id: number; name: string }[]; venue: number | null }) {
  // Dashboard pages only: the layout sends the "dashboard" strings.
  const t = useStrings("dashboard");
  return (
    <Form method="get" action={path} className="mt-4 flex flex-wrap items-end gap-3" data-testid="venue-filter">
      <div>
        <label htmlFor="venue-filter" className="mb-1 block text-sm font-medium text-slate-700">{t.venue}</label>
        <select id="venue-filter" name="venue" defaultValue={venue ? String(venue) : "all"} key={venue ?? "all"} className="max-w-64 rounded-md border border-slate-300 px-3 py-2 text-sm">
          <option value="all">{t.allVenues}</option>
          {venues.map((v) => <option key={v.id} value={v.id}>{v.name || fill(t.venueN, { id: v.id })}</option>)}
        </select>
      </div>
      <button type="submit" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white">{t.show}</button>
    </Form>
  );
}
