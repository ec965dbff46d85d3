// Checkout's refusals and replies (app/checkout): the contact details form, the coupon, the
// checkout's own refusals and the invoice mail's resend. Ids are `checkout.<key>` (ADR 0391).
// A line's refusal names the product as typed by its vendor, its date (DD/MM/YYYY) and its
// start time ({time, time}: 10:00, Indonesian 10.00), and the problem as a reference (a cart.*
// or calendar.* message, rendered in the same language).
import { defineMessages } from "~/i18n/catalog/define";

export const checkout = defineMessages({
  name: { en: "Please fill your name", id: "Mohon isi nama Anda" },
  cellPhone: { en: "Please fill your mobile phone", id: "Mohon isi nomor telepon seluler Anda" },
  cellPhoneDigits: {
    en: "Please enter a valid mobile phone number (digits, + and spaces are fine)",
    id: "Mohon masukkan nomor telepon seluler yang valid (angka, + dan spasi diperbolehkan)",
  },
  officePhoneDigits: {
    en: "Please enter a valid office phone number (digits, + and spaces are fine)",
    id: "Mohon masukkan nomor telepon kantor yang valid (angka, + dan spasi diperbolehkan)",
  },
  email: { en: "Please fill your email address", id: "Mohon isi alamat e-mail Anda" },
  invalidEmail: { en: "Invalid email", id: "E-mail tidak valid" },
  nameTooLong: { en: "Your name is too long: at most 120 characters", id: "Nama Anda terlalu panjang: maksimal 120 karakter" },
  acceptTerms: { en: "Please tick the box to agree to the Terms and Conditions", id: "Mohon centang kotak untuk menyetujui Syarat dan Ketentuan" },
  taxNumber: { en: "Tax number (NPWP): at most 32 digits, dots and dashes", id: "NPWP: maksimal 32 angka, titik, dan tanda hubung" },
  couponEmpty: { en: "Your coupon code is empty!", id: "Kode kupon Anda kosong!" },
  couponValid: { en: "Horey, Your coupon code is valid!", id: "Hore, kode kupon Anda valid!" },
  couponUnknown: { en: "Coupon code is not valid", id: "Kode kupon tidak valid" },
  couponNotYet: { en: "Coupon code is not valid yet", id: "Kode kupon belum berlaku" },
  couponExpired: { en: "Coupon code has expired", id: "Kode kupon sudah kedaluwarsa" },
  couponUsedUp: { en: "Coupon code has reached its usage limit", id: "Kode kupon telah mencapai batas pemakaian" },
  empty: { en: "You don't have any reservation", id: "Anda belum memiliki reservasi" },
  lineProblem: {
    en: "{product} on {date} {time, time}: {problem}. Please remove it from your reservation list and choose another date or time.",
    id: "{product} pada {date} {time, time}: {problem}. Silakan hapus dari daftar reservasi Anda dan pilih tanggal atau waktu lain.",
  },
  /** A line's slot taken by another booking since it was added (the problem of lineProblem). */
  lineSlotTaken: { en: "this date and time is no longer available", id: "tanggal dan waktu ini sudah tidak tersedia" },
  couponGone: { en: "{problem}. Remove the coupon to continue without it.", id: "{problem}. Hapus kupon untuk melanjutkan tanpa kupon." },
  /** When the database itself refuses an overlap (a line the checks did not name). */
  taken: {
    en: "A date and time in your reservation list is no longer available. Please remove it from your reservation list and choose another date or time.",
    id: "Tanggal dan waktu di daftar reservasi Anda sudah tidak tersedia. Silakan hapus dari daftar reservasi Anda dan pilih tanggal atau waktu lain.",
  },
  mailSent: { en: "Email has been sent!", id: "E-mail telah terkirim!" },
  mailTooMany: {
    en: "This e-mail was sent several times already. Please try again in a few minutes.",
    id: "E-mail ini sudah beberapa kali dikirim. Silakan coba lagi dalam beberapa menit.",
  },
});
