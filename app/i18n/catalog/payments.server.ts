// The payment words the server computes (issue 44, ADR 0391): refund states, balance states and
// an unpaid invoice's payment status. The four payment statuses themselves are admin.status*
// (app/i18n/payment-status-ref.ts). Ids are `payments.<key>`.
import { defineMessages } from "~/i18n/catalog/define";

export const payments = defineMessages({
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
