// Paying an invoice (app/payments): the transfer confirmation form and the online payment's
// refusals. Ids are `payments.<key>` (ADR 0391). The confirmation form's e-mail checks are the
// contact form's (checkout.email, checkout.invalidEmail).
import { defineMessages } from "~/i18n/catalog/define";

export const payments = defineMessages({
  fullName: { en: "Please fill your full name", id: "Mohon isi nama lengkap Anda" },
  paymentTime: { en: "Please fill the payment time", id: "Mohon isi waktu pembayaran" },
  paymentTimeFuture: { en: "The payment time cannot be in the future", id: "Waktu pembayaran tidak boleh di masa depan" },
  amount: { en: "Please fill the amount you transferred", id: "Mohon isi jumlah yang Anda transfer" },
  amountInvalid: { en: "The amount must be a whole number of rupiah", id: "Jumlah harus berupa rupiah bulat" },
  bankAccountName: { en: "Please fill the account holder name", id: "Mohon isi nama pemilik rekening" },
  bankName: { en: "Please fill the bank name", id: "Mohon isi nama bank" },
  bankAccount: { en: "Please fill the account number", id: "Mohon isi nomor rekening" },
  bankAccountInvalid: { en: "The account number may only contain digits", id: "Nomor rekening hanya boleh berisi angka" },
  receipt: { en: "Please attach your transfer receipt", id: "Mohon lampirkan bukti transfer Anda" },
  receiptTooBig: { en: "File is too big!", id: "Berkas terlalu besar!" },
  receiptType: { en: "The receipt must be an image (JPG, PNG, WebP, GIF) or a PDF file", id: "Bukti transfer harus berupa gambar (JPG, PNG, WebP, GIF) atau berkas PDF" },
  confirmationSent: { en: "Your payment confirmation has been send!", id: "Konfirmasi pembayaran Anda telah terkirim!" },
  contactMissing: { en: "Please check contact detail!", id: "Mohon periksa detail kontak!" },
  invoicePaid: { en: "This invoice has already been paid.", id: "Invoice ini sudah dibayar." },
  invoiceExpired: {
    en: "This invoice has expired: its payment deadline (2 x 24 hours) has passed. Please make a new reservation.",
    id: "Invoice ini telah kedaluwarsa: batas waktu pembayarannya (2 x 24 jam) telah lewat. Silakan buat reservasi baru.",
  },
  invoiceCancelled: { en: "This invoice has been cancelled.", id: "Invoice ini telah dibatalkan." },
  amountMismatch: { en: "The amount does not match the invoice.", id: "Jumlahnya tidak sesuai dengan invoice." },
  providerDown: {
    en: "The payment provider is not available right now. Please try again in a moment or pay by bank transfer.",
    id: "Penyedia pembayaran sedang tidak tersedia. Silakan coba lagi sebentar lagi atau bayar dengan transfer bank.",
  },
  /** No gateway configured on a deployment (ADR 0044). */
  onlineUnavailable: { en: "Online payment is not available. Please pay by bank transfer.", id: "Pembayaran online tidak tersedia. Silakan bayar dengan transfer bank." },
});
