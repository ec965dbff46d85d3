// Deterministic demo data (same PRNG seed -> same catalogue; dates are relative to "now").
// Images are drawn locally from SVG into real JPEG files: nothing is downloaded.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { SqliteDb as DB } from "~/db/sqlite.server";
import * as s from "~/db/schema";
import type { FileStorage } from "~/storage/storage.server";
import type { ImageVariant } from "~/storage/image.server";
import { IMAGE_WIDTHS, VARIANT_FORMATS } from "~/storage/image-variants";
import { distanceKm } from "~/catalog/geo";
import { categoryBits, inclusionFlagsOf, type PackageType, type StoredCategory } from "~/catalog/catalog-tags";
import { packageKind, type PackageKind } from "~/catalog/package-fit";
import { venueFacts } from "~/catalog/venue-facts";
import type { CancellationPolicy } from "~/db/enums";
import { VENUE_CITIES } from "~/utils/constants";
import { getEnv, legalEntity } from "~/env.server";
import { hashPassword } from "~/accounts/password.server";
import { DEFAULT_COMMISSION_BPS, paymentEntries } from "~/ledger/ledger.server";
import { baliIsoDate, baliStartOfDay, formatDate } from "~/utils/format";

export const DEMO_ACCOUNTS = {
  admin: { email: "admin@balimice.local", password: "Admin123!", firstName: "Ayu", lastName: "Admin" },
  vendor: { email: "vendor@balimice.local", password: "Vendor123!", firstName: "Made", lastName: "Wirawan" },
  customer: { email: "customer@balimice.local", password: "Customer123!", firstName: "Kadek", lastName: "Planner" },
} as const;
export const DEMO_COUPON = { code: "BALI10", discountPercentage: 10 } as const;

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

const VENUE_PREFIXES = ["The", "Grand", "Royal", "Puri", "Villa", "Samudra", "Taman", "Bukit"];
const VENUE_CORES = [
  "Ayana", "Mulia", "Segara", "Padma", "Kayu", "Lotus", "Karang", "Banyan", "Tirta", "Suryа",
  "Kembang", "Sandat", "Jepun", "Cempaka", "Melati", "Wana",
].map((n) => n.replace("а", "a"));
const VENUE_KINDS = ["Resort & Spa", "Convention Centre", "Hotel", "Beach Club", "Garden Venue", "Retreat"];

const SUB_VENUE_TEMPLATES: readonly { name: string; type: "indoor" | "outdoor"; base: readonly number[]; categories: readonly StoredCategory[] }[] = [
  { name: "Grand Ballroom", type: "indoor", base: [300, 600, 900], categories: ["hall"] },
  { name: "Junior Ballroom", type: "indoor", base: [120, 200], categories: ["hall"] },
  { name: "Meeting Room", type: "indoor", base: [20, 30, 40], categories: ["meetingRoom"] },
  { name: "Boardroom", type: "indoor", base: [10, 12, 16], categories: ["meetingRoom"] },
  { name: "Garden Terrace", type: "outdoor", base: [80, 150, 250], categories: ["garden"] },
  { name: "Beach Lawn", type: "outdoor", base: [200, 400], categories: ["garden", "beachView"] },
  { name: "Cliff Top Deck", type: "outdoor", base: [60, 100], categories: ["beachView"] },
  { name: "Rice Field Pavilion", type: "outdoor", base: [40, 70], categories: ["garden"] },
];
/** Venue kinds whose rooms are hotel rooms (the "hotel" category). */
const HOTEL_KINDS = new Set(["Resort & Spa", "Hotel"]);

/** The meeting package of a product number: half day, full day, full board or residential (ADR 0200). */
function meetingPackage(n: number): { name: string; packageType: PackageType } {
  return [
    { name: "Half Day Meeting Package", packageType: "halfday" as const },
    { name: "Full Day Meeting Package", packageType: "fullday" as const },
    { name: "Full Board Meeting Package", packageType: "fullboard" as const },
    { name: "Residential Meeting Package", packageType: "residental" as const },
  ][n % 4];
}

const PRODUCT_TEMPLATES = [
  { name: "Full Day Meeting Package", unit: "Person", price: [350_000, 450_000, 550_000] },
  { name: "Half Day Meeting Package", unit: "Person", price: [250_000, 300_000, 375_000] },
  { name: "Room Rental", unit: "Day", price: [5_000_000, 8_500_000, 15_000_000, 25_000_000] },
  { name: "Hourly Room Hire", unit: "Hour", price: [750_000, 1_200_000, 2_000_000] },
  { name: "Gala Dinner Package", unit: "Person", price: [650_000, 850_000, 1_100_000] },
  { name: "Cocktail Reception", unit: "Person", price: [300_000, 420_000] },
  { name: "Wedding Venue Rental", unit: "Day", price: [30_000_000, 45_000_000] },
] as const;

const INCLUSIONS = [
  "<ul><li>Two coffee breaks</li><li>Buffet lunch</li><li>LCD projector and screen</li><li>Mineral water and mints</li></ul>",
  "<ul><li>Standard sound system with 2 microphones</li><li>Flipchart and markers</li><li>Free Wi-Fi</li></ul>",
  "<p>Venue rental for the booked period, <strong>basic lighting</strong>, LED screen, tables and chairs, and one event coordinator.</p>",
  "<ul><li>Welcome drink</li><li>Canapés (5 pieces per person)</li><li>Background music</li><li>55-inch TV for slides</li></ul>",
];
/** The same inclusions in Bahasa Indonesia: every other product has them, so the demo shows both cases (ADR 0325). */
const INCLUSIONS_ID = [
  "<ul><li>Dua kali rehat kopi</li><li>Makan siang prasmanan</li><li>Proyektor LCD dan layar</li><li>Air mineral dan permen</li></ul>",
  "<ul><li>Sistem suara standar dengan 2 mikrofon</li><li>Flipchart dan spidol</li><li>Wi-Fi gratis</li></ul>",
  "<p>Sewa venue selama waktu yang dipesan, <strong>pencahayaan dasar</strong>, layar LED, meja dan kursi, serta satu koordinator acara.</p>",
  "<ul><li>Minuman selamat datang</li><li>Kanape (5 potong per orang)</li><li>Musik latar</li><li>TV 55 inci untuk presentasi</li></ul>",
];
/** House rules only: payment and cancellation terms are rendered from the settings (issue 42, ADR 0360). */
const TERMS = [
  "",
  "Outside catering is not allowed. Decoration must be removed by the end of the event.",
  "Music ends at 23:00 in outdoor spaces. Smoking only in the marked areas.",
];
/** What an evening package includes (issue 42 item 2): no coffee breaks or lunch. */
const DINNER_INCLUSION = "<ul><li>Welcome drink</li><li>Three-course set dinner or Balinese buffet</li><li>Dinner set-up with linen and centrepieces</li><li>Sound system with 2 microphones</li></ul>";
const DINNER_INCLUSION_ID = "<ul><li>Minuman selamat datang</li><li>Makan malam tiga hidangan atau prasmanan Bali</li><li>Tata letak banquet dengan linen dan hiasan meja</li><li>Sistem suara dengan 2 mikrofon</li></ul>";
/** The inclusion (English, Indonesian) of the n-th product of a kind: each fits its package type. */
function inclusionFor(kind: PackageKind, productName: string, n: number): [string, string] {
  const pick = (i: number): [string, string] => [INCLUSIONS[i], INCLUSIONS_ID[i]];
  if (kind === "evening") return /cocktail|reception/i.test(productName) ? pick(3) : [DINNER_INCLUSION, DINNER_INCLUSION_ID];
  if (kind === "halfday" || kind === "fullday") return n % 2 === 0 ? pick(0) : pick(1);
  return pick(1 + (n % 3));
}

/**
 * Payment and cancellation settings by venue (issue 42): every cancellation tier in use and
 * several venues asking a deposit. The demo vendor's venue (the first) stays flexible and paid
 * in full: most e2e specs book it. The second venue (its organisation has two venues and a team)
 * asks a 30 % deposit 30 days before: the demo's deposit flow.
 */
export const SEED_POLICIES: readonly CancellationPolicy[] = ["flexible", "standard_30", "very_flexible", "standard_90"];
function venueTerms(v: number): { cancellationPolicy: CancellationPolicy; depositPercent: number; balanceDaysBefore: number } {
  const cancellationPolicy = SEED_POLICIES[v % SEED_POLICIES.length];
  if (v % 3 === 1) return { cancellationPolicy, depositPercent: 30, balanceDaysBefore: 30 };
  if (v % 6 === 2) return { cancellationPolicy, depositPercent: 50, balanceDaysBefore: 14 };
  return { cancellationPolicy, depositPercent: 0, balanceDaysBefore: 30 };
}
/** The organisation with two venues and a team: the eleventh venue's (vendor11@), which also runs the last one. */
const ORG_VENUE_INDEX = 10;
export const DEMO_TEAM = {
  manager: { email: "manager@balimice.local", firstName: "Putu", lastName: "Manager", role: "manager" },
  coordinator: { email: "coordinator@balimice.local", firstName: "Wayan", lastName: "Coordinator", role: "coordinator" },
  finance: { email: "finance@balimice.local", firstName: "Nyoman", lastName: "Finance", role: "finance" },
} as const;
export const DEMO_TEAM_PASSWORD = "Team123!";
/** Real attractions (WGS84); a venue lists the two nearest, with computed distances. */
const ATTRACTIONS: { name: string; lat: number; lng: number }[] = [
  { name: "Garuda Wisnu Kencana", lat: -8.8104, lng: 115.1676 },
  { name: "Uluwatu Temple", lat: -8.8291, lng: 115.0849 },
  { name: "Tanah Lot Temple", lat: -8.6212, lng: 115.0868 },
  { name: "Sacred Monkey Forest", lat: -8.5188, lng: 115.2585 },
  { name: "Tegallalang Rice Terrace", lat: -8.4312, lng: 115.2793 },
  { name: "Ubud Palace", lat: -8.5069, lng: 115.2625 },
  { name: "Kuta Beach", lat: -8.7177, lng: 115.1686 },
  { name: "Seminyak Beach", lat: -8.6913, lng: 115.1575 },
  { name: "Sanur Beach", lat: -8.6905, lng: 115.2633 },
  { name: "Bali Collection", lat: -8.799, lng: 115.2297 },
  { name: "Water Blow Nusa Dua", lat: -8.8034, lng: 115.2384 },
  { name: "Jimbaran Fish Market", lat: -8.7597, lng: 115.1685 },
  { name: "Bajra Sandhi Monument", lat: -8.6722, lng: 115.2338 },
  { name: "Turtle Conservation Centre, Serangan", lat: -8.7287, lng: 115.2386 },
];
/** I Gusti Ngurah Rai International Airport (terminal), in Tuban. */
export const AIRPORT = { lat: -8.7467, lng: 115.1668 };

const PALETTES = [
  ["#0e7490", "#f59e0b"], ["#065f46", "#a3e635"], ["#7c2d12", "#fb923c"], ["#1e3a8a", "#38bdf8"],
  ["#581c87", "#f472b6"], ["#134e4a", "#5eead4"], ["#78350f", "#fde68a"], ["#111827", "#60a5fa"],
];

function escapeXml(s: string) {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Draws a simple scenic card (sky, sea or hills, sun, title) as SVG. */
export function sceneSvg(title: string, subtitle: string, variant: number, width = 960, height = 640) {
  const [a, b] = PALETTES[variant % PALETTES.length];
  const hill = variant % 2 === 0;
  const sunX = 120 + ((variant * 137) % (width - 240));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${height * 0.3}" r="${height * 0.09}" fill="#fff7ed" opacity="0.85"/>
  ${hill
    ? `<path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.7} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="#14532d" opacity="0.85"/>`
    : `<rect y="${height * 0.68}" width="${width}" height="${height * 0.32}" fill="#0c4a6e" opacity="0.85"/>`}
  <rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#000" opacity="0.35"/>
  <text x="40" y="${height * 0.88}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.065)}" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
  <text x="40" y="${height * 0.95}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.035)}" fill="#e5e7eb">${escapeXml(subtitle)}</text>
</svg>`;
}

export async function renderJpeg(svg: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}

export type SeedOptions = {
  storage: FileStorage;
  /** Extra generated products for benchmarks (e.g. 100000). */
  products?: number;
  /** Skip image rendering (unit tests); image rows still point at keys. */
  skipImages?: boolean;
  now?: Date;
  log?: (msg: string) => void;
};

export function isDatabaseEmpty(db: DB): boolean {
  const row = db.get<{ n: number }>(sql`select count(*) as n from ${s.users}`);
  return row.n === 0;
}

export async function seedDatabase(db: DB, options: SeedOptions) {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const rnd = prng(20261121);
  const today = baliStartOfDay(now).getTime();
  const images: { key: string; svg: string }[] = [];

  const [admin, vendor, customer, team] = await Promise.all(
    [DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.vendor.password, DEMO_ACCOUNTS.customer.password, DEMO_TEAM_PASSWORD].map(hashPassword),
  );
  const demoHash = { admin, vendor, customer, team };

  const venueIds: number[] = [];
  db.transaction((tx) => {
    tx.insert(s.users).values({
      ...omitPassword(DEMO_ACCOUNTS.admin), passwordHash: demoHash.admin,
      isAdmin: true, isCustomer: false, isActive: true,
    }).run();
    tx.insert(s.users).values({
      ...omitPassword(DEMO_ACCOUNTS.customer), passwordHash: demoHash.customer, isActive: true,
      username: "kadekplanner",
    }).run();

    // One supplier account per venue; the demo vendor owns the first venue.
    const venueCount = VENUE_CITIES.length * 2 + 4; // 26 venues, every city at least twice
    // The last venue belongs to the eleventh venue's organisation (two venues and a team).
    let orgSupplierId = 0;
    for (let v = 0; v < venueCount; v++) {
      const city = VENUE_CITIES[v % VENUE_CITIES.length];
      const isDemo = v === 0;
      const core = VENUE_CORES[v % VENUE_CORES.length];
      const venueName = `${VENUE_PREFIXES[v % VENUE_PREFIXES.length]} ${core} ${city} ${VENUE_KINDS[v % VENUE_KINDS.length]}`;
      const inOrg = v === venueCount - 1 && orgSupplierId > 0;
      const user = inOrg ? null : tx.insert(s.users).values(
        isDemo
          ? { ...omitPassword(DEMO_ACCOUNTS.vendor), passwordHash: demoHash.vendor, isSupplier: true, isCustomer: false, isActive: true }
          : {
              email: `vendor${v + 1}@balimice.local`, firstName: core, lastName: "Management",
              passwordHash: demoHash.vendor, isSupplier: true, isCustomer: false, isActive: true,
            },
      ).returning({ id: s.users.id }).get();
      // The organisation's venue draws what a new supplier's bank data would have drawn.
      if (inOrg) for (let draw = 0; draw < 2; draw++) rnd.next();
      const supplier = inOrg ? { id: orgSupplierId } : tx.insert(s.suppliers).values({
        userId: user!.id,
        name: `PT ${core} ${city} Hospitality`,
        address: `Jl. ${core} No. ${10 + v}, ${city}, Bali`,
        phone: `+62361${String(700000 + v * 1373).slice(0, 6)}`,
        website: `https://${core.toLowerCase()}-${city.toLowerCase().replace(/ /g, "")}.example`,
        description: `${venueName} hosts meetings, incentives, conferences and weddings in ${city}.`,
        location: city,
        contactPerson: isDemo ? "Made Wirawan" : `${core} Events Team`,
        bankAccount: String(1234500000 + v * 7919),
        bankName: rnd.pick(["Bank Mandiri", "BCA", "BNI", "BRI"]),
        bankAddress: `${city}, Bali`,
        accountHolderName: `PT ${core} ${city} Hospitality`,
        beneficiary: "Indonesian bank",
        swiftCode: rnd.pick(["BMRIIDJA", "CENAIDJA", "BNINIDJA", "BRINIDJA"]),
      }).returning({ id: s.suppliers.id }).get();
      if (v === ORG_VENUE_INDEX) orgSupplierId = supplier.id;

      // The five draws the random distances used: the catalogue after them stays the same.
      for (let draw = 0; draw < 5; draw++) rnd.next();
      const position = venuePosition(city, Math.floor(v / VENUE_CITIES.length));
      const nearest = nearestAttractions(position);
      const venue = tx.insert(s.venues).values({
        supplierId: supplier.id,
        name: venueName,
        location: city,
        address: `Jl. Raya ${city} No. ${rnd.int(1, 180)}, ${city}, Bali`,
        maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venueName} Bali`)}`,
        description: `${venueName} is a ${VENUE_KINDS[v % VENUE_KINDS.length].toLowerCase()} in ${city} with flexible indoor and outdoor function spaces, in-house catering and a dedicated events team.`,
        // Every other venue also in Bahasa Indonesia (ADR 0325); the rest shows the English marked.
        descriptionId: v % 2 === 0 ? `${venueName} adalah venue di ${city} dengan ruang acara dalam dan luar ruangan yang fleksibel, katering sendiri, dan tim acara khusus.` : "",
        // The room facts are computed from the spaces below (issue 42, ADR 0362); the draws stay
        // so the rest of the catalogue is the same.
        ...drawnAndDropped(rnd.int(2, 12)),
        totalGuestRoom: rnd.int(20, 400),
        ...drawnAndDropped(rnd.int(400, 1500), rnd.int(20, 60)),
        ...venueTerms(v),
        distanceToAirport: km(position, AIRPORT),
        nearestAttraction1: nearest[0].name,
        distanceNearestAttraction1: km(position, nearest[0]),
        nearestAttraction2: nearest[1].name,
        distanceNearestAttraction2: km(position, nearest[1]),
        facebook: v % 3 === 0 ? `https://facebook.com/${core.toLowerCase()}bali` : "",
        instagram: v % 2 === 0 ? `https://instagram.com/${core.toLowerCase()}bali` : "",
        linkedin: v % 4 === 0 ? `https://linkedin.com/company/${core.toLowerCase()}bali` : "",
        // Real places in the venue's district (ADR 0202).
        latitude: position.lat,
        longitude: position.lng,
      }).returning({ id: s.venues.id }).get();
      venueIds.push(venue.id);

      for (let i = 0; i < 3; i++) {
        const key = `venues/${venue.id}/image-${i + 1}.jpg`;
        images.push({ key, svg: sceneSvg(venueName, `${city}, Bali`, v + i) });
        tx.insert(s.venueImages).values({ venueId: venue.id, fileKey: key, isDefault: i === 0 }).run();
      }

      const subCount = 2 + (v % 5); // 2..6
      const spaces: Parameters<typeof venueFacts>[0][number][] = [];
      for (let sv = 0; sv < subCount; sv++) {
        const tpl = SUB_VENUE_TEMPLATES[(v + sv * 3) % SUB_VENUE_TEMPLATES.length];
        const sub = insertSubVenue(tx, rnd, {
          venueId: venue.id, supplierId: supplier.id,
          name: sv < SUB_VENUE_TEMPLATES.length ? tpl.name : `${tpl.name} ${sv}`,
          type: tpl.type, base: rnd.pick(tpl.base),
          categories: HOTEL_KINDS.has(VENUE_KINDS[v % VENUE_KINDS.length]) ? [...tpl.categories, "hotel"] : tpl.categories,
        });
        spaces.push(tx.select().from(s.subVenues).where(eq(s.subVenues.id, sub.id)).get()!);
        const productCount = 1 + ((v + sv) % 3);
        for (let p = 0; p < productCount; p++) {
          const pt = PRODUCT_TEMPLATES[(v * 3 + sv + p) % PRODUCT_TEMPLATES.length];
          const n = v * 31 + sv * 7 + p;
          // By venue and room, so every package type meets every inclusion text somewhere.
          const pkg = pt.name === "Full Day Meeting Package" ? meetingPackage(v + sv) : null;
          insertProduct(tx, rnd, today, n, {
            subVenueId: sub.id, venueId: venue.id, supplierId: supplier.id,
            productName: `${tpl.name} ${pkg?.name ?? pt.name}`, unit: pt.unit, price: rnd.pick(pt.price),
            packageType: pkg?.packageType ?? null,
            // The demo vendor's products stay active and bookable.
            forceBookable: isDemo,
          });
        }
      }
      // The stored facts (read by /v1 clients) equal the computed ones.
      const facts = venueFacts(spaces);
      tx.update(s.venues).set({ totalMeetingRoom: facts.spaces, largestMeetingRoom: facts.largestArea ?? 0, smallestMeetingRoom: facts.smallestArea ?? 0 }).where(eq(s.venues.id, venue.id)).run();
    }
    insertDemoTeam(tx, orgSupplierId, demoHash.team);

    insertFixedListings(tx, images);

    tx.insert(s.coupons).values([
      { code: DEMO_COUPON.code, discountPercentage: DEMO_COUPON.discountPercentage, validFrom: new Date(today - 30 * DAY), validTo: new Date(today + 365 * DAY) },
      { code: "RAMADHAN15", discountPercentage: 15, validFrom: new Date(today - 30 * DAY), validTo: new Date(today + 365 * DAY), maxUses: 100 },
      { code: "EXPIRED5", discountPercentage: 5, validFrom: new Date(today - 365 * DAY), validTo: new Date(today - 30 * DAY) },
    ]).run();

    insertSampleBookings(tx, today, now);
    insertSampleReviews(tx, today, now);
    insertDemoConversations(tx, now);
    insertDemoRfp(tx, today, now);
  });
  log(`seeded ${venueIds.length} venues`);

  if (options.products && options.products > 0) {
    seedLargeCatalogue(db, rnd, today, options.products, venueIds.length);
    log(`seeded ${options.products} extra products`);
  }

  if (!options.skipImages) {
    const { putImageVariants } = await import("~/storage/image.server");
    const cacheDir = getEnv().SEED_IMAGE_CACHE_DIR;
    // Four at a time: sharp works in libuv's pool, so one image after another left a core idle
    // (each e2e pass and a fresh `npm start` wait on these 111 images).
    let next = 0;
    let fromCache = 0;
    const renderNext = async () => {
      for (let image = images[next++]; image; image = images[next++]) {
        const rendered = await renderSeedImage(image.svg, cacheDir);
        if (rendered.cached) fromCache++;
        await options.storage.put(image.key, rendered.jpeg, "image/jpeg");
        await putImageVariants(options.storage, image.key, rendered.variants); // srcset widths, ADR 0233
      }
    };
    await Promise.all([renderNext(), renderNext(), renderNext(), renderNext()]);
    log(`rendered ${images.length - fromCache} images${fromCache ? `, ${fromCache} taken from ${cacheDir}` : ""}`);
  }
}

type SeedImageHeader = { jpeg: number; variants: (Omit<ImageVariant, "bytes"> & { length: number })[] };

/** Bumped when the pictures' rendering changes, so a kept folder is not read for the old ones. */
const SEED_IMAGE_RENDERING = 1;

/**
 * A demo picture and its srcset variants, from the SVG. With a cache folder (ADR 0438) they are
 * read from there when this SVG was rendered before with the same widths and formats, and kept
 * there when not: one file per picture, a JSON header of lengths, then the bytes.
 */
export async function renderSeedImage(svg: string, cacheDir?: string): Promise<{ jpeg: Uint8Array; variants: ImageVariant[]; cached: boolean }> {
  const key = crypto.createHash("sha256").update(JSON.stringify([SEED_IMAGE_RENDERING, IMAGE_WIDTHS, VARIANT_FORMATS, svg])).digest("hex");
  const file = cacheDir ? path.join(cacheDir, `${key}.bin`) : undefined;
  if (file && fs.existsSync(file)) {
    const buffer = fs.readFileSync(file);
    const headerLength = buffer.readUInt32BE(0);
    const header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString("utf8")) as SeedImageHeader;
    let at = 4 + headerLength;
    const take = (length: number) => new Uint8Array(buffer.subarray(at, (at += length)));
    const jpeg = take(header.jpeg);
    const variants = header.variants.map(({ length, ...v }) => ({ ...v, bytes: take(length) }));
    return { jpeg, variants, cached: true };
  }
  const { makeImageVariants } = await import("~/storage/image.server");
  const jpeg = new Uint8Array(await renderJpeg(svg));
  const variants = await makeImageVariants(jpeg);
  if (file) {
    const described: SeedImageHeader = { jpeg: jpeg.length, variants: variants.map(({ bytes, ...v }) => ({ ...v, length: bytes.length })) };
    const header = Buffer.from(JSON.stringify(described));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then renamed: another process seeding at the same time reads a whole file or none.
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(partial, Buffer.concat([length, header, jpeg, ...variants.map((v) => v.bytes)]));
    fs.renameSync(partial, file);
  }
  return { jpeg, variants, cached: false };
}

/**
 * An open request for proposal (issue 45, ADR 0410) by the demo planner, sent to the demo vendor's
 * venue and one other: the demo vendor has proposed (without a hold), the other has not answered.
 * Days 50 and 51 ahead, past the tests' booking month; nothing is held.
 */
function insertDemoRfp(tx: Tx, today: number, now: Date) {
  const planner = tx.select().from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.customer.email)).get();
  const vendorUser = tx.select().from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.vendor.email)).get();
  const vendor = vendorUser && tx.select().from(s.suppliers).where(eq(s.suppliers.userId, vendorUser.id)).get();
  if (!planner || !vendor) return;
  // Daytime per-person packages whose room takes 20 or more in classroom style, valid past the days.
  const packages = tx
    .select({ product: s.products, room: s.subVenues })
    .from(s.products)
    .innerJoin(s.subVenues, eq(s.subVenues.id, s.products.subVenueId))
    .orderBy(s.products.id)
    .all()
    .filter((p) => p.product.unit === "Person" && p.product.isActive && p.product.openTime === "08:00" && p.room.maxClassroom >= Math.max(20, p.room.minCapacity) && p.product.validTo.getTime() > today + 60 * DAY);
  const offer = packages.find((p) => p.product.supplierId === vendor.id);
  // The other venue can answer the request from its own catalogue too.
  const otherVenueId = packages.find((p) => p.product.supplierId !== vendor.id)?.product.venueId;
  const other = otherVenueId === undefined ? undefined : tx.select().from(s.venues).where(eq(s.venues.id, otherVenueId)).get();
  if (!offer || !other) return;
  const headCount = Math.min(offer.room.maxClassroom, Math.max(40, offer.room.minCapacity));
  const date = (n: number) => baliIsoDate(today + n * DAY);
  const rfp = tx.insert(s.rfps).values({
    userId: planner.id, accessToken: crypto.randomBytes(24).toString("base64url"), language: "en", status: "open",
    name: `${planner.firstName} ${planner.lastName}`.trim(), email: planner.email, phone: "081234567890", company: "PT Bali Events",
    note: "Two-day sales kick-off with a classroom session each day.", eventType: "conference", location: "",
    headCount, budget: null, replyBy: new Date(today + 14 * DAY), createdAt: new Date(now.getTime() - 2 * DAY),
  }).returning().get();
  const offsets = [50, 51];
  for (const n of offsets) tx.insert(s.rfpDays).values({ rfpId: rfp.id, date: date(n), startTime: "09:00", endTime: "17:00", layout: "classroom", headCount }).run();
  const sentAt = new Date(now.getTime() - 2 * DAY);
  const mine = tx.insert(s.rfpRecipients).values({
    rfpId: rfp.id, venueId: offer.product.venueId, supplierId: vendor.id, status: "proposal_submitted", source: "picked",
    sentAt, answeredAt: new Date(sentAt.getTime() + 5 * 60 * 60 * 1000), statusAt: new Date(sentAt.getTime() + 5 * 60 * 60 * 1000),
  }).returning().get();
  tx.insert(s.rfpRecipients).values({ rfpId: rfp.id, venueId: other.id, supplierId: other.supplierId, status: "awaiting_proposal", source: "picked", sentAt, statusAt: sentAt }).run();
  // The catalogue's price for the head count (minimum order applied), 5 % off the whole (ADR 0411).
  const unitPrice = Math.round((offer.product.price * (100 - offer.product.discountPercentage)) / 100);
  const qty = Math.max(headCount, offer.room.minCapacity, 1);
  const subtotal = unitPrice * qty * offsets.length;
  const discountAmount = Math.floor((subtotal * 5 + 50) / 100);
  const proposal = tx.insert(s.rfpProposals).values({
    recipientId: mine.id, rfpId: rfp.id, supplierId: vendor.id, venueId: offer.product.venueId,
    subtotal, discountPercent: 5, discountAmount, total: subtotal - discountAmount,
    concessions: "Free parking for 20 cars", message: "We would be glad to host your kick-off.", paymentPlan: "full",
    validUntil: new Date(today + 20 * DAY), held: false, createdByUserId: vendorUser.id, createdAt: mine.answeredAt!,
  }).returning().get();
  const HOUR = 60 * 60 * 1000;
  for (const n of offsets) {
    // `today` is Bali midnight as an instant: 09:00 Bali is 9 hours later; a per-person day ends at closing.
    const startsAt = new Date(today + n * DAY + 9 * HOUR);
    const endsAt = new Date(today + n * DAY + (Number(offer.product.closeTime.slice(0, 2)) || 18) * HOUR);
    tx.insert(s.rfpProposalLines).values({
      proposalId: proposal.id, productId: offer.product.id, subVenueId: offer.room.id, startsAt, endsAt, setup: "classroom",
      headCount, qty, unit: "Person", unitPrice, total: unitPrice * qty,
    }).run();
  }
}

/** A draw whose value is no longer used (the catalogue after it stays the same). */
function drawnAndDropped(..._values: number[]): Record<string, never> {
  return {};
}

/** The organisation's team (ADR 0280): a manager, a coordinator and finance besides its owner. */
function insertDemoTeam(tx: Tx, supplierId: number, passwordHash: string) {
  if (!supplierId) return;
  for (const member of Object.values(DEMO_TEAM)) {
    const user = tx.insert(s.users).values({
      email: member.email, firstName: member.firstName, lastName: member.lastName, passwordHash,
      isSupplier: true, isCustomer: false, isActive: true,
    }).returning({ id: s.users.id }).get();
    tx.insert(s.supplierMembers).values({ supplierId, userId: user.id, role: member.role }).run();
  }
}

function omitPassword<T extends { password: string }>(account: T): Omit<T, "password"> {
  const { password: _password, ...rest } = account;
  return rest;
}

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];
type Rnd = ReturnType<typeof prng>;

function insertSubVenue(
  tx: Tx,
  rnd: Rnd,
  o: { venueId: number; supplierId: number; name: string; type: "indoor" | "outdoor"; base: number; categories: readonly StoredCategory[] },
) {
  const b = o.base;
  const caps = {
    maxTheatre: b,
    maxClassroom: Math.round(b * 0.6),
    maxUshape: b <= 200 ? Math.round(b * 0.35) : 0,
    maxBanquet: b >= 16 ? Math.round(b * 0.7) : 0,
    maxCocktail: Math.round(b * 1.2),
    maxBoard: b <= 120 ? Math.max(8, Math.round(b * 0.3)) : 0,
  };
  const area = Math.round(b * 1.4);
  const width = Math.max(4, Math.round(Math.sqrt(area / 1.6)));
  const length = Math.max(5, Math.round(area / width));
  return tx.insert(s.subVenues).values({
    venueId: o.venueId,
    supplierId: o.supplierId,
    name: o.name,
    subVenueType: o.type,
    minCapacity: Math.max(1, Math.round(b * 0.1)),
    ...caps,
    maxCapacity: Math.max(...Object.values(caps)),
    dimensionLength: length,
    dimensionWidth: width,
    ceilingHeight: o.type === "indoor" ? rnd.int(3, 9) : 0,
    categories: categoryBits(o.categories),
  }).returning({ id: s.subVenues.id }).get();
}

function insertProduct(
  tx: Tx,
  rnd: Rnd,
  today: number,
  n: number,
  o: {
    subVenueId: number; venueId: number; supplierId: number; productName: string;
    unit: s.ProductUnit; price: number; forceBookable?: boolean; packageType?: PackageType | null;
  },
) {
  // Every 9th product is inactive and every 11th has an expired rate; about a third are discounted.
  // Hours and inclusions fit the package type (issue 42 item 2): evening packages 17:00-23:00.
  const kind = packageKind({ productName: o.productName, packageType: o.packageType });
  const [inclusion, inclusionId] = inclusionFor(kind, o.productName, n);
  const inactive = !o.forceBookable && n % 9 === 4;
  const expired = !o.forceBookable && n % 11 === 7;
  tx.insert(s.products).values({
    subVenueId: o.subVenueId,
    venueId: o.venueId,
    supplierId: o.supplierId,
    productName: o.productName,
    unit: o.unit,
    price: o.price,
    discountPercentage: n % 3 === 0 ? rnd.pick([10, 15, 20, 25]) : 0,
    inclusion,
    inclusionId: n % 2 === 0 ? inclusionId : "",
    inclusionFlags: inclusionFlagsOf(inclusion),
    packageType: o.packageType ?? null,
    termCondition: TERMS[n % TERMS.length],
    openTime: kind === "evening" ? "17:00" : "08:00",
    closeTime: kind === "evening" ? "23:00" : o.unit === "Hour" ? "22:00" : "18:00",
    validFrom: new Date(today - (expired ? 400 : 30) * DAY),
    // Rates run past the twelve-month booking window (ADR 0255).
    validTo: new Date(expired ? today - 20 * DAY : today + 400 * DAY - 1),
    isActive: !inactive,
    campaign: n % 7 === 2 ? "ramadhan" : null,
  }).run();
}

function insertFixedListings(tx: Tx, images: { key: string; svg: string }[]) {
  const vehicles = [
    { name: "Toyota Avanza 7-seat MPV", brand: "Toyota", pax: 7, half: 500_000, full: 750_000, kind: "MPV" },
    { name: "Suzuki APV 7-seat Minivan", brand: "Suzuki", pax: 7, half: 450_000, full: 600_000, kind: "Minivan" },
    { name: "Isuzu Elf 30-seat Medium Bus", brand: "Isuzu", pax: 30, half: 950_000, full: 1_300_000, kind: "Medium Bus" },
    { name: "Hino 35-seat Medium Bus", brand: "Hino", pax: 35, half: 1_100_000, full: 1_500_000, kind: "Medium Bus" },
  ];
  let i = 0;
  for (const v of vehicles) {
    for (const [unit, price] of [["Half Day (6 hours)", v.half], ["Full Day (12 hours)", v.full]] as const) {
      const key = `transports/${++i}.jpg`;
      images.push({ key, svg: sceneSvg(v.name, unit, i, 640, 420) });
      tx.insert(s.transports).values({
        location: "Bali", vendor: "Bali Trans Wisata", vehicleName: v.name, maximumPassenger: v.pax,
        price, unit, brand: v.brand, inclusion: "Driver, fuel, parking and toll fees",
        remark: "10% additional for extra hours", imageKey: key,
      }).run();
    }
  }

  const equipment: [string, number, string, string, string][] = [
    ["Video Conference Package Basic", 15_000, "Hour", "Audio Visual", "Logitech"],
    ["Video Conference Package Pro", 20_000, "Hour", "Audio Visual", "Poly"],
    ["Live Streaming Package 1 Camera", 3_680_000, "Day", "Audio Visual", "Sony"],
    ["Live Streaming Package 2 Cameras", 7_360_000, "Day", "Audio Visual", "Sony"],
    ["Live Streaming Package 3 Cameras", 8_280_000, "Day", "Audio Visual", "Blackmagic"],
    ["Live Streaming Package 4 Cameras", 9_200_000, "Day", "Audio Visual", "Blackmagic"],
    ["Handheld Radio (HT)", 50_000, "Day", "Audio", "Motorola"],
    ["Sound System 1000 Watt", 1_600_000, "Day", "Audio", "Yamaha"],
    ["Sound System 5000 Watt", 5_000_000, "Day", "Audio", "JBL"],
    ["Sound System 10000 Watt", 10_000_000, "Day", "Audio", "JBL"],
    ["Portable Speaker", 500_000, "Day", "Audio", "Huper"],
    ["Projector 3000 Lumens", 1_000_000, "Day", "Visual", "Epson"],
    ["Projector 5000 Lumens", 2_000_000, "Day", "Visual", "Epson"],
    ["Projector 10000 Lumens", 5_000_000, "Day", "Visual", "Panasonic"],
    ["Projector 20000 Lumens", 10_000_000, "Day", "Visual", "Christie"],
    ["LED TV 42 inch", 500_000, "Day", "Visual", "Samsung"],
    ["LED TV 55 inch", 750_000, "Day", "Visual", "LG"],
  ];
  for (const [product, price, unit, category, brand] of equipment) {
    const key = `equipments/${++i}.jpg`;
    images.push({ key, svg: sceneSvg(product, category, i, 640, 420) });
    tx.insert(s.equipments).values({
      location: "Bali", vendor: "Bali Event Pro", product, price, unit, category, brand,
      type: category, inclusion: "Delivery, set-up and one operator", remark: "Prices exclude tax", imageKey: key,
    }).run();
  }

  const partnerNames = ["Garuda Tours", "Nusa Events", "Bali Convention Bureau", "Segara Catering", "Island Talent", "Pura Decor", "Dewata AV", "Kecak Creative"];
  partnerNames.forEach((name, idx) => {
    const key = `partners/${idx + 1}.jpg`;
    images.push({ key, svg: sceneSvg(name, "Partner", idx + 3, 480, 240) });
    tx.insert(s.partners).values({ name, logoKey: key, url: "", sortOrder: idx }).run();
  });
}

/** Bulk catalogue for benchmarks: many venues, 2 sub venues each, 10 products per sub venue. */
function seedLargeCatalogue(db: DB, rnd: Rnd, today: number, count: number, firstImageVenues: number) {
  const client = db.$client;
  const userStmt = client.prepare(
    "insert into users (email, first_name, last_name, password_hash, is_supplier, is_customer, is_active) values (?, ?, 'Bench', null, 1, 0, 1)",
  );
  const supplierStmt = client.prepare("insert into suppliers (user_id, name, location) values (?, ?, ?)");
  const venueStmt = client.prepare(
    "insert into venues (supplier_id, name, location, address, description, distance_to_airport, review_count, rating_sum) values (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const imageStmt = client.prepare("insert into venue_images (venue_id, file_key, is_default) values (?, ?, 1)");
  const subStmt = client.prepare(
    `insert into sub_venues (venue_id, supplier_id, name, sub_venue_type, min_capacity, max_theatre, max_classroom,
      max_ushape, max_banquet, max_cocktail, max_board, max_capacity, dimension_length, dimension_width, categories)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const productStmt = client.prepare(
    `insert into products (sub_venue_id, venue_id, supplier_id, product_name, unit, price, discount_percentage,
      inclusion, term_condition, valid_from, valid_to, is_active, campaign, package_type, inclusion_flags, open_time, close_time)
     values (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const perVenue = 20;
  const venues = Math.ceil(count / perVenue);
  let made = 0;
  client.transaction(() => {
    for (let v = 0; v < venues && made < count; v++) {
      const city = VENUE_CITIES[v % VENUE_CITIES.length];
      const name = `Bench Venue ${v + 1} ${city}`;
      const userId = Number(userStmt.run(`bench${v + 1}@balimice.local`, `Bench ${v + 1}`).lastInsertRowid);
      const supplierId = Number(supplierStmt.run(userId, `Bench Supplier ${v + 1}`, city).lastInsertRowid);
      // Two venues in three have a rating (benchmark data: the aggregate only, no review rows),
      // averages spread from 3.0 to 5.0 over 1-40 reviews, so the rating sort and filter meet
      // ties, gaps and unrated venues as they would live (ADR 0270).
      const reviewCount = v % 3 === 2 ? 0 : 1 + ((v * 7) % 40);
      const ratingSum = Math.round((reviewCount * (300 + ((v * 37) % 201))) / 100);
      const venueId = Number(
        venueStmt.run(supplierId, name, city, `Jl. Bench ${v + 1}, ${city}`, `${name} (benchmark data)`, 10, reviewCount, ratingSum).lastInsertRowid,
      );
      imageStmt.run(venueId, `venues/${(v % firstImageVenues) + 1}/image-1.jpg`);
      for (let sv = 0; sv < 2 && made < count; sv++) {
        const tpl = SUB_VENUE_TEMPLATES[(v + sv) % SUB_VENUE_TEMPLATES.length];
        const b = rnd.pick(tpl.base);
        const caps = [Math.round(b * 0.35), Math.round(b * 0.3), Math.round(b * 0.6), Math.round(b * 1.2), Math.round(b * 0.7), b];
        const subId = Number(
          subStmt.run(venueId, supplierId, tpl.name, tpl.type, Math.max(1, Math.round(b * 0.1)), caps[5], caps[2], caps[0], caps[4], caps[3], caps[1], Math.max(...caps), 20, 15, categoryBits(tpl.categories)).lastInsertRowid,
        );
        for (let p = 0; p < perVenue / 2 && made < count; p++, made++) {
          const pt = PRODUCT_TEMPLATES[(v + p) % PRODUCT_TEMPLATES.length];
          const n = made;
          const pkg = pt.name === "Full Day Meeting Package" ? meetingPackage(v + sv) : null;
          const productName = `${tpl.name} ${pkg?.name ?? pt.name}`;
          const [inclusion] = inclusionFor(packageKind({ productName, packageType: pkg?.packageType }), productName, n);
          productStmt.run(
            subId, venueId, supplierId, productName, pt.unit, rnd.pick(pt.price),
            n % 3 === 0 ? 10 : 0, inclusion,
            today - 30 * DAY, n % 11 === 7 ? today - 20 * DAY : today + 365 * DAY - 1,
            n % 9 === 4 ? 0 : 1, n % 7 === 2 ? "ramadhan" : null,
            pkg?.packageType ?? null, inclusionFlagsOf(inclusion), packageKind({ productName }) === "evening" ? "17:00" : "08:00",
            packageKind({ productName }) === "evening" ? "23:00" : pt.unit === "Hour" ? "22:00" : "18:00",
          );
        }
      }
    }
  })();
}

/**
 * A few guest bookings of the demo vendor's products so the vendor's Manage Reservation and the
 * admin's Manage Payment are not empty on a fresh start: paid and unpaid, past and future.
 * Dates are in the past or more than 35 days ahead: tests book the demo products within the
 * next month and must find those slots free.
 */
function insertSampleBookings(tx: Tx, today: number, now: Date) {
  const vendor = tx
    .select({ supplierId: s.suppliers.id })
    .from(s.suppliers)
    .innerJoin(s.users, eq(s.users.id, s.suppliers.userId))
    .where(eq(s.users.email, DEMO_ACCOUNTS.vendor.email))
    .get();
  if (!vendor) return;
  const products = tx
    .select({ product: s.products, subVenue: s.subVenues, subVenueName: s.subVenues.name, venueName: s.venues.name })
    .from(s.products)
    .innerJoin(s.subVenues, eq(s.subVenues.id, s.products.subVenueId))
    .innerJoin(s.venues, eq(s.venues.id, s.products.venueId))
    .where(eq(s.products.supplierId, vendor.supplierId))
    .orderBy(s.products.id)
    .all();
  if (!products.length) return;
  const HOUR = 60 * 60 * 1000;
  const samples = [
    { n: 1, days: 40, name: "Ni Luh Sari", company: "PT Nusantara Travel", status: "paid", label: "Full Paid", ack: true },
    { n: 2, days: 45, name: "Wayan Gede", company: "Universitas Udayana", status: "pending", label: "Waiting Payment", ack: false },
    { n: 3, days: 60, name: "Putu Ayu", company: "Bali Tourism Board", status: "paid", label: "Down Payment", ack: false },
    { n: 4, days: -12, name: "Ketut Arya", company: "", status: "paid", label: "Full Paid", ack: true },
    { n: 5, days: 75, name: "Komang Dewi", company: "PT Samudra Energi", status: "expired", label: "Waiting Payment", ack: false },
  ] as const;
  for (const sample of samples) {
    const { product: p, subVenue: room, subVenueName, venueName } = products[(sample.n - 1) % products.length];
    // A layout the room has, and a head count between its minimum and that layout's capacity.
    const layouts = [["classroom", room.maxClassroom], ["theater", room.maxTheatre], ["banquet", room.maxBanquet], ["uShape", room.maxUshape], ["board", room.maxBoard], ["cocktail", room.maxCocktail]] as const;
    const [setup, capacity] = layouts.find(([, cap]) => cap > 0) ?? ["classroom", 40];
    const guests = Math.min(capacity, Math.max(room.minCapacity, [40, 25, 60, 18, 30][sample.n - 1]));
    const qty = p.unit === "Person" ? guests : p.unit === "Hour" ? 4 : 1;
    const price = p.discountPercentage ? Math.round((p.price * (100 - p.discountPercentage)) / 100) : p.price;
    const totalPrice = price * qty;
    // `today` is already Bali midnight as an instant: 09:00 Bali is 9 hours later (ADR 0202).
    const day = today + sample.days * DAY;
    const startsAt = new Date(day + Math.max(9, Number(p.openTime.slice(0, 2)) || 9) * HOUR);
    const closeHour = Number(p.closeTime.slice(0, 2)) || 18;
    const endsAt =
      p.unit === "Day" ? new Date(day + DAY)
      : p.unit === "Hour" ? new Date(startsAt.getTime() + qty * HOUR)
      : new Date(day + closeHour * HOUR);
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 3 * DAY);
    // Full Paid: the whole price; Down Payment: a 30 % deposit, the balance due 14 days before the
    // event (ADR 0256). Both confirmed by the admin (a bank transfer) and in the ledger, as the
    // admin's own Full Paid / Down Payment writes them (issue 40): the demo's figures agree.
    const deposit = sample.label === "Down Payment";
    const paid = sample.status === "paid";
    const paidAt = paid ? new Date(createdAt.getTime() + HOUR) : null;
    const depositAmount = deposit ? Math.round((totalPrice * 30) / 100) : 0;
    const paidAmount = deposit ? depositAmount : paid ? totalPrice : 0;
    const invoice = tx.insert(s.invoices).values({
      invoiceNo: `INV-DEMO-${String(sample.n).padStart(4, "0")}`,
      accessToken: crypto.randomBytes(24).toString("base64url"),
      voucherNo: paid ? `VC-DEMO-${String(sample.n).padStart(4, "0")}` : null,
      name: sample.name,
      companyName: sample.company,
      address: "Jl. Bypass Ngurah Rai 100, Denpasar",
      cellPhone: `0812000000${sample.n}`,
      email: `booker${sample.n}@example.com`,
      subtotal: totalPrice,
      totalCost: totalPrice,
      paymentStatus: sample.label,
      status: sample.status,
      paymentPlan: deposit ? "deposit" : "full",
      depositAmount,
      balanceDueAt: deposit ? new Date(startsAt.getTime() - 14 * DAY) : null,
      // Waiting Payment has its 48 h deadline; a paid invoice keeps the one it had.
      expiresAt: new Date(sample.status === "expired" ? now.getTime() - DAY : paid ? createdAt.getTime() + 48 * HOUR : now.getTime() + 48 * HOUR),
      paidAt,
      paidVia: paid ? "admin" : null,
      amountPaid: paidAmount,
      createdAt,
    }).returning({ id: s.invoices.id }).get();
    const line = tx.insert(s.reservationLines).values({
      invoiceId: invoice.id,
      productId: p.id,
      subVenueId: p.subVenueId,
      venueId: p.venueId,
      supplierId: p.supplierId,
      productName: p.productName,
      venueName,
      subVenueName,
      inclusion: p.inclusion,
      setup,
      eventName: ["Annual Sales Meeting", "Faculty Retreat", "Tourism Forum", "Team Offsite", "Product Launch"][sample.n - 1],
      startsAt,
      endsAt,
      qty,
      unit: p.unit,
      price,
      totalPrice,
      depositAmount,
      acknowledge: sample.ack,
      paidAmount,
      createdAt,
    }).returning().get();
    if (paidAt) {
      recordSeedPayment(tx, line, paidAmount, `seed:${deposit ? "deposit" : "full"}:I${invoice.id}`, paidAt);
      if (deposit) {
        // The planner's transfer, announced to the one legal entity's account (COMPANY_*).
        const bank = legalEntity().bank;
        tx.insert(s.paymentConfirmations).values({
          invoiceId: invoice.id, fullName: sample.name, email: `booker${sample.n}@example.com`,
          paymentTime: `${formatDate(paidAt).split("/").reverse().join("-")} 10:00:00`, amount: depositAmount,
          bankAccountName: sample.name, bankName: "BCA", bankAccount: "0123456789",
          destinationBankAccountName: bank.accountName, destinationBankName: bank.bankName, destinationBankAccount: bank.accountNumber,
          createdAt: paidAt,
        }).run();
      }
    }
  }
}

/**
 * A seeded payment in the ledger (ADR 0257): the ledger's own split (paymentEntries, at the
 * vendor's rate or the platform's default), written in the seed's transaction.
 */
function recordSeedPayment(tx: Tx, line: typeof s.reservationLines.$inferSelect, amount: number, ref: string, at: Date) {
  const own = tx.select({ bps: s.suppliers.commissionBps }).from(s.suppliers).where(eq(s.suppliers.id, line.supplierId)).get()?.bps;
  const setting = Number(tx.select().from(s.settings).where(eq(s.settings.key, "commission_bps")).get()?.value ?? NaN);
  const rateBps = own ?? (Number.isInteger(setting) ? setting : DEFAULT_COMMISSION_BPS);
  for (const entry of paymentEntries({ line, amount, ref: `${ref}:L${line.id}`, now: at, rateBps })) tx.insert(s.ledgerEntries).values(entry).run();
}

/**
 * Reviews of seeded past bookings (issue 28, ADR 0270): planners' reviews of paid events that
 * ended, varied in rating, event type and length, some with the venue's reply, one reported to
 * the admin. The demo vendor's past booking (Ketut Arya) is reviewed; other venues get their own
 * past paid guest bookings (not the demo vendor's rooms, whose upcoming slots tests book).
 * Venue ratings are counted as the review writer counts them.
 */
const SAMPLE_REVIEWS: { rating: number; space: number; service: number; food: number | null; value: number; type: string; body: string; reply?: string; report?: string }[] = [
  { rating: 5, space: 5, service: 5, food: 5, value: 4, type: "conference", body: "We held a two-day regional sales conference for 120 people. The ballroom was spotless, the AV team tested every microphone with us the evening before, and the coffee breaks were on time to the minute. Worth every rupiah.", reply: "Terima kasih! It was a pleasure to host your team. We look forward to welcoming you back next year." },
  { rating: 4, space: 4, service: 5, food: 4, value: 4, type: "meeting", body: "Good half-day board meeting. The room was quiet and the projector sharp. Lunch was generous; the only downside was the air conditioning, which was a little too cold until we asked them to turn it up." },
  { rating: 5, space: 5, service: 5, food: null, value: 5, type: "training", body: "Ran a three-day leadership workshop here. Natural light, whiteboards on two walls, fast Wi-Fi and staff who reset the room every morning before we arrived. Our facilitators asked to book it again." },
  { rating: 3, space: 4, service: 3, food: 3, value: 3, type: "gala", body: "The terrace is beautiful at sunset and our guests loved the view. Service during dinner was slow for a group of 80 and the main course arrived lukewarm at some tables. Fine overall, but tell them your timing twice.", reply: "Thank you for the honest feedback. We have added a second service team for dinners above 60 guests." },
  { rating: 4, space: 5, service: 4, food: 4, value: 3, type: "incentive", body: "Incentive group of 45 from Jakarta. The garden set-up for the welcome dinner was stunning and the gamelan performance a great touch. On the expensive side compared with similar venues in the area." },
  { rating: 5, space: 5, service: 5, food: 5, value: 5, type: "launch", body: "Product launch with press and 150 guests. The events team handled the stage, lighting and a last-minute change of run-of-show without any fuss. Canapes were excellent. Highly recommended." },
  { rating: 2, space: 3, service: 2, food: 2, value: 2, type: "meeting", body: "The room was smaller than the photos suggest and the sound system crackled all afternoon. We called the duty manager at 0812 3456 7890 twice before a technician came. Not what we expected for the price.", report: "The review shows the private mobile number of one of our staff. Please remove it." },
  { rating: 4, space: 4, service: 4, food: null, value: 5, type: "training", body: "Simple, clean meeting room at a fair rate. Parking was easy and the team prepared name cards without us asking. Nothing fancy, exactly what we needed for a two-day course." },
  { rating: 5, space: 5, service: 5, food: 5, value: 4, type: "wedding", body: "We held our wedding reception here with 200 guests. The coordinator walked us through every detail, the decoration was exactly as agreed and the Balinese buffet was praised by all our families.", reply: "Selamat! Thank you for letting us be part of your day." },
  { rating: 4, space: 4, service: 4, food: 4, value: 4, type: "conference", body: "Solid venue for a one-day industry forum. Registration desk, breakout rooms and lunch all worked. Signage to the breakout rooms could be clearer; a few delegates got lost on the way." },
  { rating: 3, space: 3, service: 4, food: null, value: 3, type: "exhibition", body: "The hall worked for our small exhibition of 20 booths, but the loading access is narrow and our exhibitors needed extra time to bring their stands in. Friendly and helpful staff throughout." },
  { rating: 5, space: 4, service: 5, food: 5, value: 5, type: "other", body: "Company anniversary lunch for 60 staff. Great value package, attentive waiters, and they printed our logo on the menu cards at no extra cost. We will be back for the year-end party." },
];

function insertSampleReviews(tx: Tx, today: number, now: Date) {
  const HOUR = 60 * 60 * 1000;
  const venues = tx.select({ id: s.venues.id, supplierId: s.venues.supplierId }).from(s.venues).orderBy(s.venues.id).all();
  const demoVendorUser = tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.vendor.email)).get();
  const demoSupplier = demoVendorUser ? tx.select({ id: s.suppliers.id }).from(s.suppliers).where(eq(s.suppliers.userId, demoVendorUser.id)).get() : undefined;
  const names = ["Dewi Lestari", "Budi Santoso", "Sarah Mitchell", "I Gusti Ngurah Rai Putra", "Rina Wijaya", "Hiroshi Tanaka", "Made Suartana", "Anna Schneider", "Agus Pratama", "Siti Rahmawati", "David Chen", "Nyoman Sudarsa"];
  const touched = new Set<number>();
  type Booking = { lineId: number; invoiceId: number; venueId: number; productId: number; supplierId: number; name: string; startsAt: Date; endsAt: Date };
  const write = (b: Booking, r: (typeof SAMPLE_REVIEWS)[number], daysAfter: number) => {
    const createdAt = new Date(Math.min(now.getTime() - HOUR, b.endsAt.getTime() + daysAfter * DAY));
    const words = b.name.split(" ");
    tx.insert(s.reviews).values({
      reservationLineId: b.lineId, invoiceId: b.invoiceId, userId: null, venueId: b.venueId, productId: b.productId, supplierId: b.supplierId,
      authorName: words.length > 1 ? `${words.slice(0, -1).join(" ")} ${words[words.length - 1][0]}.` : b.name,
      rating: r.rating, spaceRating: r.space, serviceRating: r.service, foodRating: r.food, valueRating: r.value,
      body: r.body, eventType: r.type,
      eventMonth: new Date(b.startsAt.getTime() + 8 * HOUR).toISOString().slice(0, 7),
      createdAt, updatedAt: createdAt,
      reply: r.reply ?? null, repliedAt: r.reply ? new Date(Math.min(now.getTime(), createdAt.getTime() + DAY)) : null,
      reportedAt: r.report ? new Date(Math.min(now.getTime(), createdAt.getTime() + 2 * HOUR)) : null, reportReason: r.report ?? null,
    }).run();
    touched.add(b.venueId);
  };

  // The demo vendor's past paid booking (insertSampleBookings, Ketut Arya).
  const ketut = tx
    .select({ line: s.reservationLines, name: s.invoices.name })
    .from(s.reservationLines)
    .innerJoin(s.invoices, eq(s.invoices.id, s.reservationLines.invoiceId))
    .where(eq(s.invoices.invoiceNo, "INV-DEMO-0004"))
    .get();
  if (ketut) write({ ...ketut.line, lineId: ketut.line.id, name: ketut.name }, SAMPLE_REVIEWS[1], 1);

  // Past paid guest bookings at other venues, each reviewed: 1-3 per venue for 9 venues.
  let n = 0;
  const others = venues.filter((v) => v.supplierId !== demoSupplier?.id).slice(0, 9);
  others.forEach((venue, vi) => {
    const product = tx
      .select({ product: s.products, room: s.subVenues, venueName: s.venues.name, policy: s.venues.cancellationPolicy })
      .from(s.products)
      .innerJoin(s.subVenues, eq(s.subVenues.id, s.products.subVenueId))
      .innerJoin(s.venues, eq(s.venues.id, s.products.venueId))
      .where(eq(s.products.venueId, venue.id))
      .orderBy(s.products.id)
      .get();
    if (!product) return;
    const { product: p, room, venueName, policy } = product;
    for (let k = 0; k < 1 + (vi % 3); k++, n++) {
      const review = SAMPLE_REVIEWS[n % SAMPLE_REVIEWS.length];
      const name = names[n % names.length];
      const layouts = [["classroom", room.maxClassroom], ["theater", room.maxTheatre], ["banquet", room.maxBanquet], ["uShape", room.maxUshape], ["board", room.maxBoard], ["cocktail", room.maxCocktail]] as const;
      const [setup, capacity] = layouts.find(([, cap]) => cap > 0) ?? ["classroom", 40];
      const guests = Math.min(capacity, Math.max(room.minCapacity, 20 + ((n * 17) % 60)));
      const qty = p.unit === "Person" ? guests : p.unit === "Hour" ? 4 : 1;
      const price = p.discountPercentage ? Math.round((p.price * (100 - p.discountPercentage)) / 100) : p.price;
      // Events 4 to 180 days ago, 09:00 Bali; the first of each venue recent enough to be reviewed now.
      const day = today - (4 + ((n * 37) % 176)) * DAY;
      // Within the product's hours: evening packages start at their opening (17:00).
      const startsAt = new Date(day + Math.max(9, Number(p.openTime.slice(0, 2)) || 9) * HOUR);
      const endsAt = p.unit === "Day" ? new Date(day + DAY) : p.unit === "Hour" ? new Date(startsAt.getTime() + qty * HOUR) : new Date(day + (Number(p.closeTime.slice(0, 2)) || 17) * HOUR);
      const createdAt = new Date(startsAt.getTime() - 20 * DAY);
      const invoiceNo = `INV-REVIEW-${String(n + 1).padStart(4, "0")}`;
      const invoice = tx.insert(s.invoices).values({
        invoiceNo,
        accessToken: crypto.randomBytes(24).toString("base64url"),
        voucherNo: `VC-REVIEW-${String(n + 1).padStart(4, "0")}`,
        name,
        companyName: "",
        address: "Bali",
        cellPhone: `0813000${String(1000 + n)}`,
        email: `reviewer${n + 1}@example.com`,
        subtotal: price * qty,
        totalCost: price * qty,
        paymentStatus: "Full Paid",
        status: "paid",
        expiresAt: new Date(createdAt.getTime() + 48 * HOUR),
        paidAt: new Date(createdAt.getTime() + 5 * HOUR),
        paidVia: "admin",
        amountPaid: price * qty,
        createdAt,
      }).returning({ id: s.invoices.id }).get();
      const line = tx.insert(s.reservationLines).values({
        invoiceId: invoice.id, productId: p.id, subVenueId: p.subVenueId, venueId: p.venueId, supplierId: p.supplierId,
        productName: p.productName, venueName, subVenueName: room.name, inclusion: p.inclusion, setup, cancellationPolicy: policy,
        eventName: ["Regional Sales Conference", "Board Meeting", "Leadership Workshop", "Gala Dinner", "Incentive Welcome Dinner", "Product Launch"][n % 6],
        startsAt, endsAt, qty, unit: p.unit, price, totalPrice: price * qty, paidAmount: price * qty, acknowledge: true, createdAt,
      }).returning().get();
      recordSeedPayment(tx, line, price * qty, `seed:full:I${invoice.id}`, new Date(createdAt.getTime() + 5 * HOUR));
      write({ lineId: line.id, invoiceId: invoice.id, venueId: p.venueId, productId: p.id, supplierId: p.supplierId, name, startsAt, endsAt }, review, 1 + (n % 5));
    }
  });

  for (const venueId of touched) {
    tx.run(sql`update venues set
      review_count = (select count(*) from reviews where venue_id = ${venueId} and hidden_at is null),
      rating_sum = (select coalesce(sum(rating), 0) from reviews where venue_id = ${venueId} and hidden_at is null)
      where id = ${venueId}`);
  }
}

/**
 * Places in each district (WGS84) where seeded venues stand, on land in the district's hotel
 * and business areas: the n-th venue of a district takes the n-th place (ADR 0202).
 */
export const DISTRICT_PLACES: Record<string, [number, number][]> = {
  "Nusa Dua": [[-8.7975, 115.2326], [-8.8045, 115.2298], [-8.7906, 115.2305]],
  Benoa: [[-8.7608, 115.2225], [-8.77, 115.2218], [-8.753, 115.223]],
  Jimbaran: [[-8.7786, 115.1672], [-8.7905, 115.1603], [-8.7715, 115.1705]],
  Uluwatu: [[-8.814, 115.089], [-8.823, 115.101], [-8.805, 115.115]],
  Tuban: [[-8.7365, 115.169], [-8.742, 115.17], [-8.733, 115.1705]],
  Kuta: [[-8.7185, 115.169], [-8.723, 115.172], [-8.715, 115.17]],
  Legian: [[-8.704, 115.17], [-8.7, 115.169], [-8.708, 115.171]],
  Seminyak: [[-8.6905, 115.16], [-8.685, 115.156], [-8.695, 115.165]],
  Denpasar: [[-8.67, 115.215], [-8.656, 115.218], [-8.678, 115.225]],
  Sanur: [[-8.688, 115.263], [-8.678, 115.264], [-8.7, 115.261]],
  Ubud: [[-8.507, 115.263], [-8.515, 115.262], [-8.499, 115.255]],
};

function venuePosition(city: string, nth: number): { lat: number; lng: number } {
  const places = DISTRICT_PLACES[city] ?? DISTRICT_PLACES.Denpasar;
  const [lat, lng] = places[nth % places.length];
  return { lat, lng };
}

/** Distance rounded to 0.1 km (straight line: the seed has no road network). */
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => Math.round(distanceKm(a, b) * 10) / 10;

/** The two attractions nearest to a position, nearest first. */
function nearestAttractions(position: { lat: number; lng: number }) {
  return [...ATTRACTIONS].sort((a, b) => distanceKm(position, a) - distanceKm(position, b)).slice(0, 2);
}

/** Two conversations between the demo customer and the demo vendor, so messaging shows. */
function insertDemoConversations(tx: Tx, now: Date) {
  const customer = tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.customer.email)).get();
  const vendor = tx
    .select({ userId: s.users.id, supplierId: s.suppliers.id })
    .from(s.suppliers)
    .innerJoin(s.users, eq(s.users.id, s.suppliers.userId))
    .where(eq(s.users.email, DEMO_ACCOUNTS.vendor.email))
    .get();
  if (!customer || !vendor) return;
  const products = tx
    .select({ id: s.products.id })
    .from(s.products)
    .where(eq(s.products.supplierId, vendor.supplierId))
    .orderBy(s.products.id)
    .limit(2)
    .all();
  const MINUTE = 60 * 1000;
  const threads = [
    {
      product: products[0],
      messages: [
        { role: "planner", ago: 3 * DAY, text: "Hello! Can the room seat 120 people in classroom style? We are planning a two-day training in March." },
        { role: "vendor", ago: 3 * DAY - 95 * MINUTE, text: "Hello Kadek, classroom style fits up to 120 with two screens. Coffee breaks are served in the foyer." },
        { role: "planner", ago: 2 * DAY, text: "Great, thank you. Can we start at 07:00 on the first day?" },
        { role: "vendor", ago: 2 * DAY - 40 * MINUTE, text: "Yes, 07:00 is fine; the room is set up the evening before." },
      ],
      plannerRead: true,
    },
    {
      product: products[1] ?? products[0],
      messages: [
        { role: "planner", ago: 5 * 60 * MINUTE, text: "Is a vegetarian menu available for the lunch buffet?" },
        { role: "vendor", ago: 3 * 60 * MINUTE, text: "Yes: the chef prepares a vegetarian and a vegan line on request, at no extra cost." },
      ],
      plannerRead: false,
    },
  ] as const;
  for (const thread of threads) {
    if (!thread.product) continue;
    const last = thread.messages[thread.messages.length - 1];
    const conversation = tx.insert(s.conversations).values({
      plannerUserId: customer.id,
      supplierId: vendor.supplierId,
      productId: thread.product.id,
      subjectKey: `product:${thread.product.id}`,
      lastMessageAt: new Date(now.getTime() - last.ago),
      createdAt: new Date(now.getTime() - thread.messages[0].ago),
    }).returning({ id: s.conversations.id }).get();
    let lastId = 0;
    for (const m of thread.messages) {
      lastId = tx.insert(s.messages).values({
        conversationId: conversation.id,
        senderUserId: m.role === "planner" ? customer.id : vendor.userId,
        senderRole: m.role,
        body: m.text,
        createdAt: new Date(now.getTime() - m.ago),
      }).returning({ id: s.messages.id }).get().id;
    }
    tx.update(s.conversations)
      .set({ supplierReadMessageId: lastId, plannerReadMessageId: thread.plannerRead ? lastId : lastId - 1 })
      .where(eq(s.conversations.id, conversation.id))
      .run();
  }
}
