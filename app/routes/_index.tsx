import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND, DISTRICTS } from "~/utils/constants";
import { baliIsoDate } from "~/utils/format";

export async function loader() {
  return json({ today: baliIsoDate() });
}

export default function Home() {
  const { today } = useLoaderData<typeof loader>();
  return (
    <main>
      <section className="bg-teal-800 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-extrabold">Find your event venue in Bali</h1>
          <p className="mt-3 text-lg text-teal-100">Meeting rooms, ballrooms and garden venues.</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="districts-heading">
        <h2 id="districts-heading" className="text-2xl font-bold">Explore by district</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {DISTRICTS.map((d) => (
            <li key={d}>
              <Link
                to={`/search?${new URLSearchParams({ keyword: d, date: today, page: "1" })}`}
                className="block rounded-xl bg-white p-6 text-center font-semibold shadow hover:shadow-md"
              >
                {d}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: `${BRAND} | Venues and events in Bali` },
  { name: "description", content: "Search and book venues for meetings, incentives, conferences and events in Bali." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
