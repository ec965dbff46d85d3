// The vendor listing pages' messages in Indonesian (venue info, sub venues, products; ADR 0300
// and 0325). The schemas keep the English (the spec's texts; /v1 answers them).
import { PACKAGE_FIT_MESSAGES, POSITION_MESSAGE, TERMS_TEXT_MESSAGES } from "~/i18n/english/catalog";
import { BALANCE_DAYS_MESSAGE, DEPOSIT_PERCENT_MESSAGE, VENDOR_MESSAGES as M } from "~/i18n/english/supplier";
import { PRODUCT_LIMIT_MESSAGE } from "~/i18n/english/supplier.server";

const HOUSE_RULES_ID = "Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).";
const settingsId = (s: string) => s === "payment in full" ? "dibayar lunas" : s.replace(/^a (\d+) % deposit$/, "uang muka $1 %").replace(/^(\d+) days$/, "$1 hari");
/** The terms-text messages (app/catalog/terms-text.ts) in Indonesian. */
export const TERMS_TEXT_MESSAGES_ID: Record<string, string> = {
  [TERMS_TEXT_MESSAGES.noDeposit]: `Teks ketentuan menyebut uang muka, tetapi pengaturan pembayaran menyatakan dibayar lunas. ${HOUSE_RULES_ID}`,
  [TERMS_TEXT_MESSAGES.cancellation]: "Ketentuan pembatalan dan pengembalian dana ditampilkan dari kebijakan pembatalan venue: hapus dari teks ini (teks ini untuk aturan tempat).",
};
export const TERMS_TEXT_PATTERNS_ID: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^The terms text states a (\d+) % deposit, but the payment settings say (.+?)\. Payment terms/, (m) => `Teks ketentuan menyebut uang muka ${m[1]} %, tetapi pengaturan pembayaran menyatakan ${settingsId(m[2])}. ${HOUSE_RULES_ID}`],
  [/^The terms text says payment in full, but the payment settings say a (\d+) % deposit\./, (m) => `Teks ketentuan menyebut dibayar lunas, tetapi pengaturan pembayaran menyatakan uang muka ${m[1]} %. ${HOUSE_RULES_ID}`],
  [/^The terms text says the balance is due (\d+) days before the event, but the payment settings say (.+?)\. Payment terms/, (m) => `Teks ketentuan menyebut pelunasan ${m[1]} hari sebelum acara, tetapi pengaturan pembayaran menyatakan ${settingsId(m[2])}. ${HOUSE_RULES_ID}`],
];

/** The package-fit messages (app/catalog/package-fit.ts) in Indonesian. */
export const PACKAGE_FIT_MESSAGES_ID: Record<string, string> = {
  [PACKAGE_FIT_MESSAGES.evening]: "Paket malam atau makan malam harus buka sampai pukul 21.00 atau lebih",
  [PACKAGE_FIT_MESSAGES.halfday]: "Paket setengah hari memerlukan sedikitnya 4 jam antara buka dan tutup",
  [PACKAGE_FIT_MESSAGES.fullday]: "Paket sehari penuh memerlukan sedikitnya 8 jam antara buka dan tutup",
  [PACKAGE_FIT_MESSAGES.eveningInclusion]: "Paket malam atau makan malam tidak dapat mencakup rehat kopi, sarapan, atau makan siang: tulis apa yang termasuk pada malam hari",
  [PACKAGE_FIT_MESSAGES.dayInclusion]: "Paket rapat siang hari tidak dapat mencakup makan malam: tawarkan makan malam sebagai paket malam tersendiri",
};

/** English message -> Indonesian. */
export const LISTING_MESSAGES_ID: Record<string, string> = {
  ...TERMS_TEXT_MESSAGES_ID,
  ...PACKAGE_FIT_MESSAGES_ID,
  [M.profileIncomplete]: "Mohon lengkapi data Anda!",
  [M.venueSaved]: "Info Venue telah disimpan!",
  [M.venueAdded]: "Venue telah ditambahkan. Sekarang Anda mengelola venue ini.",
  [M.productIncomplete]: "Mohon lengkapi formulir Anda!",
  [M.productSaved]: "Produk telah disimpan!",
  [M.productDeleted]: "Produk telah dihapus!",
  [M.productDeactivated]: "Produk ini memiliki reservasi sehingga tidak dapat dihapus: produk diubah menjadi Tidak aktif dan tidak lagi tampil di pencarian.",
  [M.subVenueCreated]: "Sub venue telah dibuat!",
  [M.subVenueUpdated]: "Sub venue telah diperbarui!",
  [M.subVenueDeleted]: "Sub venue telah dihapus!",
  [M.required]: "Wajib diisi",
  [M.url]: "Mohon masukkan alamat web lengkap yang diawali https://",
  [M.number]: "Mohon masukkan angka",
  [M.agreement]: "Mohon setujui Perjanjian Kemitraan Umum untuk mengaktifkan produk ini.",
  [M.inclusionEither]: "Wajib diisi: tulis yang termasuk dalam bahasa Inggris, bahasa Indonesia, atau keduanya",
  [DEPOSIT_PERCENT_MESSAGE]: "Masukkan uang muka dari 0 (dibayar lunas) sampai 90 %",
  [BALANCE_DAYS_MESSAGE]: "Masukkan 1 sampai 180 hari sebelum acara",
  [POSITION_MESSAGE]: "Ketik lintang, bujur (mis. -8.8008, 115.2317) atau tempel tautan peta yang menunjukkan posisinya",
  [PRODUCT_LIMIT_MESSAGE]: "Anda dapat memiliki hingga 10 produk aktif secara gratis. Ubah produk lain menjadi Tidak aktif, atau hubungi kami untuk mencantumkan lebih banyak.",
  "Whole numbers only": "Hanya bilangan bulat",
  "Whole rupiah only": "Hanya rupiah bulat",
  "Whole percent only": "Hanya persen bulat",
  "Must be 0 or more": "Minimal 0",
  "Must be at least 1": "Minimal 1",
  "Must be more than 0": "Harus lebih dari 0",
  "0 to 99": "0 sampai 99",
  "Please choose a location": "Silakan pilih lokasi",
  "Please choose one of the cancellation policies": "Silakan pilih salah satu kebijakan pembatalan",
  "Please choose indoor or outdoor": "Silakan pilih dalam ruangan atau luar ruangan",
  "Please choose categories from the list": "Silakan pilih kategori dari daftar",
  "Enter the capacity of at least one layout": "Masukkan kapasitas minimal satu tata letak",
  "Please choose whether the price includes tax and service charge": "Silakan pilih apakah harga sudah termasuk pajak dan biaya layanan",
  "Use the date picker (YYYY-MM-DD)": "Gunakan pemilih tanggal (YYYY-MM-DD)",
  "Close time must be after open time": "Jam tutup harus setelah jam buka",
  "Rate validity must end on or after it starts": "Masa berlaku tarif harus berakhir pada atau setelah tanggal mulainya",
  "Please choose a package type from the list": "Silakan pilih jenis paket dari daftar",
  "Please choose one of your sub venues": "Silakan pilih salah satu sub venue Anda",
  "Please save your Venue Info first.": "Silakan simpan Info Venue Anda terlebih dahulu.",
};

/** Messages with a name or number in them: the English pattern and its Indonesian. */
export const LISTING_PATTERNS_ID: [RegExp, (m: RegExpMatchArray) => string][] = [
  ...TERMS_TEXT_PATTERNS_ID,
  [/^Minimum capacity cannot exceed the largest layout \((\d+)\)$/, (m) => `Kapasitas minimal tidak boleh melebihi tata letak terbesar (${m[1]})`],
  [/^Choose a date from (\S+) to (\S+)$/, (m) => `Pilih tanggal dari ${m[1]} sampai ${m[2]}`],
  [/^At most (\d+) inclusions$/, (m) => `Maksimal ${m[1]} item`],
  [/^Each inclusion at most (\d+) characters \("(.*)" is longer\)$/, (m) => `Setiap item maksimal ${m[1]} karakter ("${m[2]}" lebih panjang)`],
  [/^"(.+)" has reservations, so it cannot be deleted\. Set its products to Inactive instead\.$/, (m) => `"${m[1]}" memiliki reservasi sehingga tidak dapat dihapus. Ubah produknya menjadi Tidak aktif.`],
];
