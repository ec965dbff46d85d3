// The vendor listing pages' messages in Indonesian (venue info, sub venues, products; ADR 0300
// and 0325). The schemas keep the English (the spec's texts; /v1 answers them).
import { POSITION_MESSAGE } from "~/catalog/geo";
import { PACKAGE_FIT_MESSAGES_ID } from "~/catalog/package-fit";
import { TERMS_TEXT_MESSAGES_ID, TERMS_TEXT_PATTERNS_ID } from "~/catalog/terms-text";
import { PRODUCT_LIMIT_MESSAGE } from "~/supplier/products.server";
import { BALANCE_DAYS_MESSAGE, DEPOSIT_PERCENT_MESSAGE, VENDOR_MESSAGES as M } from "~/supplier/schemas";

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
