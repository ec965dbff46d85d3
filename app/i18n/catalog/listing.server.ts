// The vendor listing pages' messages (app/supplier and app/catalog: Venue Info, sub venues,
// products, and the checks of a product's hours, inclusions and terms text). The browser's
// checks of these forms receive this catalogue's templates (formMessages). Ids are
// `listing.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const listing = defineMessages({
  venueAdded: { en: "The venue has been added. You are now working on it.", id: "Venue telah ditambahkan. Sekarang Anda mengelola venue ini." },
  productIncomplete: { en: "Please complete your form!", id: "Mohon lengkapi formulir Anda!" },
  productSaved: { en: "Product has been saved!", id: "Produk telah disimpan!" },
  productDeleted: { en: "Product has been deleted!", id: "Produk telah dihapus!" },
  productDeactivated: {
    en: "This product has reservations, so it cannot be deleted: it has been set to Inactive instead and no longer appears in search.",
    id: "Produk ini memiliki reservasi sehingga tidak dapat dihapus: produk diubah menjadi Tidak aktif dan tidak lagi tampil di pencarian.",
  },
  subVenueCreated: { en: "Sub venue has been created!", id: "Sub venue telah dibuat!" },
  subVenueUpdated: { en: "Sub venue has been updated!", id: "Sub venue telah diperbarui!" },
  subVenueDeleted: { en: "Sub venue has been deleted!", id: "Sub venue telah dihapus!" },
  subVenueHasReservations: {
    en: "\"{name}\" has reservations, so it cannot be deleted. Set its products to Inactive instead.",
    id: "\"{name}\" memiliki reservasi sehingga tidak dapat dihapus. Ubah produknya menjadi Tidak aktif.",
  },
  agreement: {
    en: "Please agree to the General Partnership Agreement to set this product Active.",
    id: "Mohon setujui Perjanjian Kemitraan Umum untuk mengaktifkan produk ini.",
  },
  inclusionEither: {
    en: "Required: write the inclusions in English, in Bahasa Indonesia or both",
    id: "Wajib diisi: tulis yang termasuk dalam bahasa Inggris, bahasa Indonesia, atau keduanya",
  },
  inclusionsAtMost: { en: "At most {max} inclusions", id: "Maksimal {max} item" },
  inclusionTooLong: { en: "Each inclusion at most {max} characters (\"{start}…\" is longer)", id: "Setiap item maksimal {max} karakter (\"{start}…\" lebih panjang)" },
  depositPercent: { en: "Enter a deposit from 0 (paid in full) to 90 %", id: "Masukkan uang muka dari 0 (dibayar lunas) sampai 90 %" },
  balanceDays: { en: "Enter from 1 to 180 days before the event", id: "Masukkan 1 sampai 180 hari sebelum acara" },
  position: {
    en: "Type latitude, longitude (e.g. -8.8008, 115.2317) or paste a maps link that shows the position",
    id: "Ketik lintang, bujur (mis. -8.8008, 115.2317) atau tempel tautan peta yang menunjukkan posisinya",
  },
  productLimit: {
    en: "You can have up to {max} active products for free. Set another product to Inactive, or contact us to list more.",
    id: "Anda dapat memiliki hingga {max} produk aktif secara gratis. Ubah produk lain menjadi Tidak aktif, atau hubungi kami untuk mencantumkan lebih banyak.",
  },
  // The forms' field checks.
  wholeNumbers: { en: "Whole numbers only", id: "Hanya bilangan bulat" },
  wholeRupiah: { en: "Whole rupiah only", id: "Hanya rupiah bulat" },
  wholePercent: { en: "Whole percent only", id: "Hanya persen bulat" },
  zeroOrMore: { en: "Must be 0 or more", id: "Minimal 0" },
  atLeastOne: { en: "Must be at least 1", id: "Minimal 1" },
  moreThanZero: { en: "Must be more than 0", id: "Harus lebih dari 0" },
  zeroTo99: { en: "0 to 99", id: "0 sampai 99" },
  chooseLocation: { en: "Please choose a location", id: "Silakan pilih lokasi" },
  choosePolicy: { en: "Please choose one of the cancellation policies", id: "Silakan pilih salah satu kebijakan pembatalan" },
  chooseIndoorOutdoor: { en: "Please choose indoor or outdoor", id: "Silakan pilih dalam ruangan atau luar ruangan" },
  chooseCategories: { en: "Please choose categories from the list", id: "Silakan pilih kategori dari daftar" },
  layoutCapacity: { en: "Enter the capacity of at least one layout", id: "Masukkan kapasitas minimal satu tata letak" },
  minCapacityOverLargest: { en: "Minimum capacity cannot exceed the largest layout ({largest})", id: "Kapasitas minimal tidak boleh melebihi tata letak terbesar ({largest})" },
  chooseTaxAndService: { en: "Please choose whether the price includes tax and service charge", id: "Silakan pilih apakah harga sudah termasuk pajak dan biaya layanan" },
  useDatePicker: { en: "Use the date picker (YYYY-MM-DD)", id: "Gunakan pemilih tanggal (YYYY-MM-DD)" },
  closeAfterOpen: { en: "Close time must be after open time", id: "Jam tutup harus setelah jam buka" },
  rateValidityOrder: { en: "Rate validity must end on or after it starts", id: "Masa berlaku tarif harus berakhir pada atau setelah tanggal mulainya" },
  rateWindow: { en: "Choose a date from {from} to {to}", id: "Pilih tanggal dari {from} sampai {to}" },
  choosePackageType: { en: "Please choose a package type from the list", id: "Silakan pilih jenis paket dari daftar" },
  chooseSubVenue: { en: "Please choose one of your sub venues", id: "Silakan pilih salah satu sub venue Anda" },
  // A package's hours and inclusions that do not fit its kind (app/catalog/package-fit.ts).
  eveningHours: { en: "An evening or dinner package must stay open until 21:00 or later", id: "Paket malam atau makan malam harus buka sampai pukul 21.00 atau lebih" },
  halfdayHours: { en: "A half-day package needs at least 4 hours between open and close", id: "Paket setengah hari memerlukan sedikitnya 4 jam antara buka dan tutup" },
  fulldayHours: { en: "A full-day package needs at least 8 hours between open and close", id: "Paket sehari penuh memerlukan sedikitnya 8 jam antara buka dan tutup" },
  eveningInclusion: {
    en: "An evening or dinner package cannot include coffee breaks, breakfast or lunch: list what the evening includes",
    id: "Paket malam atau makan malam tidak dapat mencakup rehat kopi, sarapan, atau makan siang: tulis apa yang termasuk pada malam hari",
  },
  dayInclusion: {
    en: "A day meeting package cannot include a dinner: offer the dinner as its own evening package",
    id: "Paket rapat siang hari tidak dapat mencakup makan malam: tawarkan makan malam sebagai paket malam tersendiri",
  },
  // Money or cancellation terms written in a product's terms text (app/catalog/terms-text.ts);
  // `settings` is one of the three settings words below.
  termsDeposit: {
    en: "The terms text states a {text} % deposit, but the payment settings say {settings}. Payment terms are shown from the settings: remove them from this text (it is for house rules).",
    id: "Teks ketentuan menyebut uang muka {text} %, tetapi pengaturan pembayaran menyatakan {settings}. Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).",
  },
  termsNoDeposit: {
    en: "The terms text mentions a deposit, but the payment settings say payment in full. Payment terms are shown from the settings: remove them from this text (it is for house rules).",
    id: "Teks ketentuan menyebut uang muka, tetapi pengaturan pembayaran menyatakan dibayar lunas. Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).",
  },
  termsFull: {
    en: "The terms text says payment in full, but the payment settings say a {percent} % deposit. Payment terms are shown from the settings: remove them from this text (it is for house rules).",
    id: "Teks ketentuan menyebut dibayar lunas, tetapi pengaturan pembayaran menyatakan uang muka {percent} %. Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).",
  },
  termsBalance: {
    en: "The terms text says the balance is due {text} days before the event, but the payment settings say {settings}. Payment terms are shown from the settings: remove them from this text (it is for house rules).",
    id: "Teks ketentuan menyebut pelunasan {text} hari sebelum acara, tetapi pengaturan pembayaran menyatakan {settings}. Ketentuan pembayaran ditampilkan dari pengaturan: hapus dari teks ini (teks ini untuk aturan tempat).",
  },
  termsCancellation: {
    en: "Cancellation and refund terms are shown from the venue's cancellation policy: remove them from this text (it is for house rules).",
    id: "Ketentuan pembatalan dan pengembalian dana ditampilkan dari kebijakan pembatalan venue: hapus dari teks ini (teks ini untuk aturan tempat).",
  },
  settingsPaidInFull: { en: "payment in full", id: "dibayar lunas" },
  settingsDeposit: { en: "a {percent} % deposit", id: "uang muka {percent} %" },
  settingsDays: { en: "{days} days", id: "{days} hari" },
});
