// The vendor dashboard's messages (app/supplier, the dashboard's routes and the vendor /v1): the
// Profile form, venue images, availability blocks and the calendar link, and the field words
// the dashboard's forms share. The browser's checks of these forms receive this catalogue's
// templates (formMessages). Ids are `supplier.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const supplier = defineMessages({
  // The Profile form (SupplierProfileSchema); the first two serve Venue Info too.
  profileIncomplete: { en: "Please complete your data!", id: "Mohon lengkapi data Anda!" },
  required: { en: "Required", id: "Wajib diisi" },
  url: { en: "Please enter a full web address starting with https://", id: "Mohon masukkan alamat web lengkap yang diawali https://" },
  number: { en: "Please enter a number", id: "Mohon masukkan angka" },
  phone: {
    en: "Enter a phone number: digits, optionally starting with + or 0 (spaces and dashes are fine)",
    id: "Masukkan nomor telepon: angka, boleh diawali + atau 0 (spasi dan tanda hubung boleh)",
  },
  lettersAndDigits: { en: "Letters and digits only", id: "Hanya huruf dan angka" },
  profileSaved: { en: "Vendor Info has been saved!", id: "Info Vendor telah disimpan!" },
  // Venue Info saved (the page, /v1 venue and its images' default).
  venueSaved: { en: "Supplier Info has been saved!", id: "Info Venue telah disimpan!" },
  saveVenueFirst: { en: "Please save your Venue Info first.", id: "Silakan simpan Info Venue Anda terlebih dahulu." },
  // Venue images.
  imageTooBig: { en: "File is too big!", id: "File terlalu besar!" },
  imageNotJpeg: { en: "Please choose a JPG image.", id: "Silakan pilih foto JPG." },
  imageMissing: { en: "Please choose an image to upload.", id: "Silakan pilih foto untuk diunggah." },
  imageDeleted: { en: "Image has been deleted!", id: "Foto telah dihapus!" },
  // Availability blocks (the block form, checked in the browser too, and saveBlock).
  blockTarget: { en: "Please select a sub venue", id: "Silakan pilih sub venue" },
  blockTargetProduct: { en: "Please select a product", id: "Silakan pilih produk" },
  blockDate: { en: "Please choose a date", id: "Silakan pilih tanggal" },
  blockTime: { en: "Please choose a time", id: "Silakan pilih waktu" },
  blockEndBeforeStart: { en: "End must not be before start", id: "Akhir tidak boleh sebelum awal" },
  blockEndEqualsStart: { en: "End must be later than start", id: "Akhir harus setelah awal" },
  blockWindow: { en: "Please choose a date from {from} to {to}", id: "Silakan pilih tanggal dari {from} sampai {to}" },
  blockSaved: { en: "Availability has been saved!", id: "Ketersediaan telah disimpan!" },
  blockDeleted: { en: "Availability has been deleted!", id: "Ketersediaan telah dihapus!" },
  blockNotFound: { en: "Availability not found", id: "Ketersediaan tidak ditemukan" },
  blockOverlaps: {
    en: "This period overlaps {count} booking(s), listed below. They stay valid either way: a block only stops new bookings. Save anyway, or cancel and choose another period.",
    id: "Periode ini bertabrakan dengan {count} reservasi, tercantum di bawah. Reservasi itu tetap berlaku: blokir hanya menghentikan reservasi baru. Simpan saja, atau batalkan dan pilih periode lain.",
  },
  blockSavedOverBookings: {
    en: "Availability has been saved! {count} existing booking(s) in this period stay valid.",
    id: "Ketersediaan telah disimpan! {count} reservasi yang ada pada periode ini tetap berlaku.",
  },
  calendarLinkOff: { en: "Your calendar link has been turned off.", id: "Tautan kalender Anda telah dinonaktifkan." },
});
