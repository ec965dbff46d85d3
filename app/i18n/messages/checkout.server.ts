// Checkout's and payment's validation and refusal messages in Indonesian (issue 27, ADR 0300):
// spread into MESSAGES_ID. The schemas keep the spec's English (tests and /v1 read it).
import { CHECKOUT_MESSAGES, CONFIRMATION_MESSAGES, CONTACT_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES, RESEND_MESSAGES } from "~/i18n/english/checkout.server";

// Built on first use: the checkout modules this reads import the mails, which import the
// message table that spreads this one (an import cycle would find them undefined).
let checkoutTable: Record<string, string> | undefined;
export function checkoutMessagesId(): Record<string, string> {
  return (checkoutTable ??= {
  [CONTACT_MESSAGES.name]: "Mohon isi nama Anda",
  [CONTACT_MESSAGES.cellPhone]: "Mohon isi nomor telepon seluler Anda",
  [CONTACT_MESSAGES.cellPhoneDigits]: "Mohon masukkan nomor telepon seluler yang valid (angka, + dan spasi diperbolehkan)",
  [CONTACT_MESSAGES.officePhoneDigits]: "Mohon masukkan nomor telepon kantor yang valid (angka, + dan spasi diperbolehkan)",
  [CONTACT_MESSAGES.email]: "Mohon isi alamat e-mail Anda",
  [CONTACT_MESSAGES.invalidEmail]: "E-mail tidak valid",
  [CONTACT_MESSAGES.nameTooLong]: "Nama Anda terlalu panjang: maksimal 120 karakter",
  [CONTACT_MESSAGES.acceptTerms]: "Mohon centang kotak untuk menyetujui Syarat dan Ketentuan",
  [CONTACT_MESSAGES.taxNumber]: "NPWP: maksimal 32 angka, titik, dan tanda hubung",
  [COUPON_MESSAGES.empty]: "Kode kupon Anda kosong!",
  [COUPON_MESSAGES.valid]: "Hore, kode kupon Anda valid!",
  [COUPON_MESSAGES.unknown]: "Kode kupon tidak valid",
  [COUPON_MESSAGES.notYet]: "Kode kupon belum berlaku",
  [COUPON_MESSAGES.expired]: "Kode kupon sudah kedaluwarsa",
  [COUPON_MESSAGES.usedUp]: "Kode kupon telah mencapai batas pemakaian",
  [CHECKOUT_MESSAGES.empty]: "Anda belum memiliki reservasi",
  [CONFIRMATION_MESSAGES.fullName]: "Mohon isi nama lengkap Anda",
  [CONFIRMATION_MESSAGES.paymentTime]: "Mohon isi waktu pembayaran",
  [CONFIRMATION_MESSAGES.paymentTimeFuture]: "Waktu pembayaran tidak boleh di masa depan",
  [CONFIRMATION_MESSAGES.amount]: "Mohon isi jumlah yang Anda transfer",
  [CONFIRMATION_MESSAGES.amountInvalid]: "Jumlah harus berupa rupiah bulat",
  [CONFIRMATION_MESSAGES.bankAccountName]: "Mohon isi nama pemilik rekening",
  [CONFIRMATION_MESSAGES.bankName]: "Mohon isi nama bank",
  [CONFIRMATION_MESSAGES.bankAccount]: "Mohon isi nomor rekening",
  [CONFIRMATION_MESSAGES.bankAccountInvalid]: "Nomor rekening hanya boleh berisi angka",
  [CONFIRMATION_MESSAGES.receipt]: "Mohon lampirkan bukti transfer Anda",
  [CONFIRMATION_MESSAGES.receiptTooBig]: "Berkas terlalu besar!",
  [CONFIRMATION_MESSAGES.receiptType]: "Bukti transfer harus berupa gambar (JPG, PNG, WebP, GIF) atau berkas PDF",
  [CONFIRMATION_MESSAGES.success]: "Konfirmasi pembayaran Anda telah terkirim!",
  [RESEND_MESSAGES.sent]: "E-mail telah terkirim!",
  [RESEND_MESSAGES.tooMany]: "E-mail ini sudah beberapa kali dikirim. Silakan coba lagi dalam beberapa menit.",
  [PAYMENT_MESSAGES.missing]: "Mohon periksa detail kontak!",
  [PAYMENT_MESSAGES.paid]: "Invoice ini sudah dibayar.",
  [PAYMENT_MESSAGES.expired]: "Invoice ini telah kedaluwarsa: batas waktu pembayarannya (2 x 24 jam) telah lewat. Silakan buat reservasi baru.",
  [PAYMENT_MESSAGES.cancelled]: "Invoice ini telah dibatalkan.",
  [PAYMENT_MESSAGES.amount]: "Jumlahnya tidak sesuai dengan invoice.",
  [PAYMENT_MESSAGES.provider]: "Penyedia pembayaran sedang tidak tersedia. Silakan coba lagi sebentar lagi atau bayar dengan transfer bank.",
  [PAYMENT_MESSAGES.unavailable]: "Pembayaran online tidak tersedia. Silakan bayar dengan transfer bank.",
  });
}

// Refusals with the line or the coupon in them: the English pattern and its Indonesian.
export const CHECKOUT_PATTERNS_ID: [RegExp, (m: RegExpMatchArray, t: (s: string) => string) => string][] = [
  [/^(.+) on (\S+ \S+): (.+)\. Please remove it from your reservation list and choose another date or time\.$/, (m, t) => `${m[1]} pada ${m[2].replace(":", ".")}: ${t(m[3])}. Silakan hapus dari daftar reservasi Anda dan pilih tanggal atau waktu lain.`],
  [/^(.+)\. Remove the coupon to continue without it\.$/, (m, t) => `${t(m[1])}. Hapus kupon untuk melanjutkan tanpa kupon.`],
  [/^(.+): (Coupon code .+|Your coupon code is empty!)$/, (m, t) => `${m[1]}: ${t(m[2])}`],
];
