// Payments' messages (issue 44, ADR 0391). Ids are `payments.<key>`.
// Paying an invoice (app/payments): the transfer confirmation form and the online payment's
// refusals; the confirmation form's e-mail checks are the contact form's (checkout.email,
// checkout.invalidEmail). And the payment words the server computes: refund states, balance
// states and an unpaid invoice's payment status (the four payment statuses themselves are
// admin.status*, app/i18n/payment-status-ref.ts).
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
  // The admin's overview: a check-in whose invoice is not paid (app/admin/overview.server.ts).
  notPaidYet: { en: "{status} (not paid yet)", id: "{status} (belum dibayar)" },
  // Refund states as planners read them (REFUND_STATE_LABELS of app/payments/refunds.server.ts).
  refundRequested: { en: "Refund requested", id: "Pengembalian dana diminta" },
  refundProcessing: { en: "Refund processing", id: "Pengembalian dana diproses" },
  refundRefunded: { en: "Refunded", id: "Dana dikembalikan" },
  refundFailed: { en: "Refund failed: we are on it", id: "Pengembalian dana gagal: sedang kami tangani" },
  // Refund states as the admin reads them: what is left to do (adminRefundState of
  // app/cancellations/line-cancellations.server.ts).
  adminRefunded: { en: "Refunded", id: "Dikembalikan" },
  adminRefundSent: { en: "Sent (reference {reference})", id: "Terkirim (referensi {reference})" },
  adminRefundFailed: { en: "Failed: retry on the refunds page", id: "Gagal: coba lagi di halaman pengembalian dana" },
  adminRefundToSend: { en: "To send by bank transfer", id: "Untuk dikirim lewat transfer bank" },
  adminRefundProcessing: { en: "Processing at the gateway", id: "Diproses di gateway" },
  adminRefundRequested: { en: "Requested from the gateway", id: "Diminta dari gateway" },
  // How near a balance's due date is (balanceState of app/payments/balances.server.ts), Bali days.
  balanceDueIn: { en: "balance due in {days} days", id: "sisa pembayaran jatuh tempo dalam {days} hari" },
  balanceDueTomorrow: { en: "balance due tomorrow", id: "sisa pembayaran jatuh tempo besok" },
  balanceDueToday: { en: "balance due today", id: "sisa pembayaran jatuh tempo hari ini" },
  overdueOneDay: { en: "overdue by 1 day", id: "terlambat 1 hari" },
  overdueDays: { en: "overdue by {days} days", id: "terlambat {days} hari" },
});
