// The reservation list's refusals (app/cart, the add-to-list form on the product page, /v1's
// cart) and the booking rules it shares with checkout and date changes: the booking window
// (app/availability/booking-window.ts) and the opening hours (app/availability/opening-hours.ts).
// Ids are `cart.<key>` (ADR 0391). A seat layout's name ({layout}) is passed as it is shown
// today (the English setup word); times ({hours}, {close}) as HH:mm.
import { defineMessages } from "~/i18n/catalog/define";

export const cart = defineMessages({
  layout: { en: "Please select suitable layout", id: "Silakan pilih tata letak yang sesuai" },
  minimumOrder: { en: "Minimum order is 1", id: "Pemesanan minimal 1" },
  wholeNumber: { en: "Quantity must be a whole number", id: "Jumlah harus bilangan bulat" },
  minQuantity: { en: "Min quantity is {n}", id: "Jumlah minimal {n}" },
  eventName: { en: "Event name is required", id: "Nama acara wajib diisi" },
  missing: { en: "Please Insert Form!", id: "Mohon lengkapi formulir!" },
  reserved: { en: "Product has been reserved, please check your reservation list", id: "Produk sudah direservasi, silakan periksa daftar reservasi Anda" },
  added: { en: "Successfully added to Reservation List", id: "Berhasil ditambahkan ke Daftar Reservasi" },
  notFound: { en: "Product not found", id: "Produk tidak ditemukan" },
  inactive: { en: "This product is not available for booking", id: "Produk ini tidak dapat dipesan" },
  /** The product page's refusal of a product switched off (its sentence ends with a full stop). */
  inactiveProduct: { en: "This product is not available for booking.", id: "Produk ini tidak dapat dipesan." },
  rateInvalid: { en: "The rate of this product is not valid on the chosen date", id: "Tarif produk ini tidak berlaku pada tanggal yang dipilih" },
  pastTime: { en: "Please choose a time later than now", id: "Silakan pilih waktu setelah saat ini" },
  maxPax: { en: "Maximum for {layout} is {cap} pax", id: "Maksimal untuk {layout} adalah {cap} pax" },
  maxHours: { en: "Maximum is 24 hours", id: "Maksimal 24 jam" },
  maxDays: { en: "Maximum is 30 days", id: "Maksimal 30 hari" },
  full: {
    en: "Your reservation list is full ({max} items). Please check out or remove an item first.",
    id: "Daftar reservasi Anda penuh ({max} item). Silakan selesaikan pemesanan atau hapus satu item terlebih dahulu.",
  },
  overlapInCart: { en: "Overlaps another item in your reservation list", id: "Bertabrakan dengan item lain di daftar reservasi Anda" },
  slotTaken: { en: "This date and time is no longer available", id: "Tanggal dan waktu ini sudah tidak tersedia" },
  passed: { en: "This date and time has passed", id: "Tanggal dan waktu ini sudah lewat" },
  /** A date outside the booking window; {from} and {to} as DD/MM/YYYY. */
  dateWindow: { en: "Please choose a date from {from} to {to}", id: "Silakan pilih tanggal dari {from} sampai {to}" },
  startOutside: { en: "Please choose a start time within the opening hours ({hours})", id: "Silakan pilih waktu mulai dalam jam buka ({hours})" },
  pastClosingOneHour: { en: "Closes at {close}: at most {hours} hour from this start time", id: "Tutup pukul {close}: paling lama {hours} jam dari waktu mulai ini" },
  pastClosingHours: { en: "Closes at {close}: at most {hours} hours from this start time", id: "Tutup pukul {close}: paling lama {hours} jam dari waktu mulai ini" },
});
