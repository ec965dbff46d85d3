// /page-10-Bali-baru: a static article in Bahasa Indonesia about ten newer destinations in Bali.
// Indonesian in both languages (ADR 0326): the English page says so above it.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useLang } from "~/i18n/use-strings";
import { BRAND } from "~/utils/brand";

const TITLE = "10 Destinasi Baru di Bali yang Layak Dikunjungi";

const DESTINATIONS = [
  {
    name: "Pantai Melasti",
    area: "Ungasan, Badung",
    text: "Jalan berkelok yang dibelah di antara tebing kapur membawa Anda turun ke pantai berpasir putih dengan air biru toska. Pagi hari ombaknya tenang untuk berenang, sementara sore hari tebingnya berubah keemasan: latar foto yang sempurna untuk rombongan kecil.",
  },
  {
    name: "Pantai Gunung Payung",
    area: "Kutuh, Badung",
    text: "Tersembunyi di balik tebing selatan Bali, pantai ini dicapai lewat ratusan anak tangga. Usaha itu terbayar oleh suasana sepi, karang yang terlihat saat air surut, dan pura kecil di puncak tebing yang menjadi asal nama pantai ini.",
  },
  {
    name: "Air Terjun Tukad Cepung",
    area: "Tembuku, Bangli",
    text: "Air terjun ini jatuh di dalam celah batu yang sempit. Antara pukul sembilan dan sepuluh pagi, cahaya matahari menembus celah dan membentuk berkas sinar di antara percikan air. Siapkan alas kaki yang tidak licin karena jalurnya melewati sungai kecil.",
  },
  {
    name: "Taman Edelweis",
    area: "Rendang, Karangasem",
    text: "Di lereng Gunung Agung, warga desa membudidayakan bunga edelweis yang dulu hanya dipetik di puncak gunung. Udaranya sejuk, tamannya tertata rapi, dan pengunjung dapat membeli bunga dari kebun warga tanpa merusak alam.",
  },
  {
    name: "Bukit Asah",
    area: "Bugbug, Karangasem",
    text: "Padang rumput di atas tebing ini menghadap langsung ke Samudra Hindia dan menjadi tempat favorit untuk berkemah. Matahari terbit dari balik laut dan Gunung Agung terlihat di kejauhan pada hari yang cerah.",
  },
  {
    name: "Danau Tamblingan",
    area: "Munduk, Buleleng",
    text: "Danau kecil yang dikelilingi hutan lebat ini masih dijaga oleh masyarakat adat. Naik perahu dayung tradisional di pagi berkabut, lalu kunjungi pura-pura tua di tepi danau: ketenangan yang jarang ditemukan di selatan Bali.",
  },
  {
    name: "Desa Pinggan",
    area: "Kintamani, Bangli",
    text: "Desa di tepi kaldera Batur ini terkenal dengan pemandangan matahari terbit di atas lautan awan. Datanglah sebelum subuh, bawa jaket, dan nikmati kopi Kintamani hangat dari warung warga sambil menunggu langit berubah warna.",
  },
  {
    name: "Air Terjun Sekumpul",
    area: "Sawan, Buleleng",
    text: "Sekumpul adalah kumpulan beberapa air terjun setinggi puluhan meter di lembah hijau Bali utara. Trekking menuruni lembah bersama pemandu lokal memakan waktu sekitar satu jam, melewati kebun cengkeh dan durian.",
  },
  {
    name: "Pantai Kelingking",
    area: "Nusa Penida, Klungkung",
    text: "Tanjung berbentuk kepala dinosaurus ini menjadi ikon baru Nusa Penida. Nikmati pemandangannya dari atas tebing; turun ke pantai hanya untuk yang bugar, karena jalurnya curam dan memakan waktu sekitar satu jam pulang pergi.",
  },
  {
    name: "Pura Lempuyang Luhur",
    area: "Abang, Karangasem",
    text: "Gerbang candi bentar di Pura Penataran Lempuyang membingkai Gunung Agung dan kini dikenal sebagai \"Gerbang Surga\". Ingat bahwa ini tempat suci: kenakan kain dan selendang, datang pagi untuk menghindari antrean, dan hormati umat yang bersembahyang.",
  },
] as const;

export default function TenNewBaliDestinations() {
  const lang = useLang();
  return (
    <main id="main-content" lang="id" className="mx-auto max-w-3xl px-4 py-12">
      {lang === "en" ? (
        <p lang="en" className="mb-6 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700" data-testid="article-language">
          This article is in Bahasa Indonesia.
        </p>
      ) : null}
      <article>
        <header>
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Inspirasi perjalanan</p>
          <h1 className="mt-2 text-4xl font-extrabold text-slate-900">{TITLE}</h1>
          <p className="mt-4 text-lg text-slate-700">
            Bali bukan hanya Kuta dan Ubud. Setiap tahun muncul tempat baru yang ramai dibicarakan, dari pantai tersembunyi di balik tebing sampai desa di tepi kaldera. Berikut sepuluh destinasi yang cocok untuk mengisi waktu luang setelah rapat, atau sebagai acara tambahan bagi peserta insentif Anda.
          </p>
        </header>
        <ol className="mt-10 space-y-8">
          {DESTINATIONS.map((d, i) => (
            <li key={d.name}>
              <h2 className="text-2xl font-semibold text-slate-900">
                {i + 1}. {d.name}
              </h2>
              <p className="text-sm text-slate-500">{d.area}</p>
              <p className="mt-2 leading-relaxed text-slate-700">{d.text}</p>
            </li>
          ))}
        </ol>
        <footer className="mt-12 rounded-2xl bg-teal-50 p-6 ring-1 ring-teal-200">
          <p className="font-semibold text-teal-900">Merencanakan acara di Bali?</p>
          <p className="mt-1 text-slate-700">
            Temukan ruang rapat dan tempat acara di dekat destinasi favorit Anda, atau ceritakan rencana besar Anda kepada tim kami.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to="/search" className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">Cari venue</Link>
            <Link to="/page-big-plan" className="rounded-full border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-white">Rencanakan acara besar</Link>
          </p>
        </footer>
      </article>
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: `${TITLE} | ${BRAND}` },
  { name: "description", content: "Sepuluh destinasi baru di Bali: pantai tersembunyi, air terjun, danau dan desa di tepi kaldera." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
