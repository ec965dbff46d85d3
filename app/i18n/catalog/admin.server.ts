// The admin console's refusals (app/admin/*.server.ts, app/bali-calendar/closure-days.server.ts):
// coupons and closure days first. Ids are `admin.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const admin = defineMessages({
  // Coupons (app/admin/coupons.server.ts)
  couponCodeEmpty: { en: "Enter a code", id: "Masukkan kode" },
  couponCodeTooLong: { en: "The code is too long (at most 30 characters)", id: "Kode terlalu panjang (maksimal 30 karakter)" },
  couponCodeCharacters: { en: "Use letters, digits, - and _ only (no spaces)", id: "Gunakan hanya huruf, angka, - dan _ (tanpa spasi)" },
  couponDiscountEmpty: { en: "Enter the discount", id: "Masukkan diskon" },
  couponDiscountPercent: { en: "Enter a whole number of percent, from 1 to 100", id: "Masukkan persentase berupa bilangan bulat, dari 1 sampai 100" },
  couponFirstDateEmpty: { en: "Enter the first date", id: "Masukkan tanggal hari pertama" },
  couponLastDateEmpty: { en: "Enter the last date", id: "Masukkan tanggal hari terakhir" },
  couponFirstDateFormat: { en: "Enter the first date as YYYY-MM-DD", id: "Masukkan tanggal hari pertama dengan format YYYY-MM-DD" },
  couponLastDateFormat: { en: "Enter the last date as YYYY-MM-DD", id: "Masukkan tanggal hari terakhir dengan format YYYY-MM-DD" },
  couponUsesWhole: {
    en: "Enter a whole number of uses, or leave it empty for no limit",
    id: "Masukkan jumlah pemakaian berupa bilangan bulat, atau kosongkan untuk tanpa batas",
  },
  couponUsesRange: { en: "Enter a number of uses from 1 to 1000000, or leave it empty", id: "Masukkan jumlah pemakaian dari 1 sampai 1000000, atau kosongkan" },
  couponLastBeforeFirst: { en: "The last day must be on or after the first day", id: "Hari terakhir harus sama dengan atau setelah hari pertama" },
  couponLastPassed: { en: "The last day has already passed", id: "Hari terakhir sudah lewat" },
  couponExists: { en: "A coupon {code} already exists", id: "Kupon {code} sudah ada" },
  // Closure days (app/bali-calendar/closure-days.server.ts)
  closureDateEmpty: { en: "Please choose a date", id: "Silakan pilih tanggal" },
  closureDatePast: { en: "Please choose today or a later date", id: "Silakan pilih hari ini atau tanggal setelahnya" },
  closureNameEmpty: { en: "Please give the day's name", id: "Silakan isi nama hari tersebut" },
  closureDayTaken: { en: "{date} is already a closure day", id: "{date} sudah menjadi hari penutupan" },
  // Cancel by the admin (app/admin/refunds.server.ts)
  cancelRefundAmount: {
    en: "Enter the refund in whole rupiah, from 0 up to what was paid",
    id: "Masukkan pengembalian dana dalam rupiah bulat, dari 0 hingga jumlah yang sudah dibayar",
  },
  cancelReasonTooLong: { en: "Please keep the reason under 500 characters", id: "Mohon tulis alasan kurang dari 500 karakter" },
  cancelNothingToCancel: {
    en: "This reservation is not paid or pending: there is nothing to cancel.",
    id: "Reservasi ini tidak dibayar atau tertunda: tidak ada yang bisa dibatalkan.",
  },
  // Refunds sent and payouts paid (app/payments/refunds.server.ts, app/ledger/payouts.server.ts)
  transferReference: { en: "Enter the bank transfer's reference", id: "Masukkan referensi transfer bank" },
  refundNotOpen: { en: "This refund is not waiting to be sent", id: "Pengembalian dana ini tidak sedang menunggu dikirim" },
  payoutDate: { en: "Enter the transfer date", id: "Masukkan tanggal transfer" },
  payoutNotOpen: { en: "This payout is already marked paid", id: "Pencairan dana ini sudah ditandai dibayar" },
  // The payouts page's own refusals (app/routes/admin.payouts.tsx)
  payoutCommission: { en: "Enter a percentage between 0 and 50", id: "Masukkan persentase antara 0 dan 50" },
  payoutVendorCommission: {
    en: "Enter a percentage between 0 and 50, or leave it empty for the platform's",
    id: "Masukkan persentase antara 0 dan 50, atau kosongkan untuk memakai komisi platform",
  },
  payoutNoBank: { en: "This vendor has no bank account to verify", id: "Vendor ini tidak memiliki rekening bank untuk diverifikasi" },
  // The audit log's actions (AUDIT_ACTIONS of app/audit/audit.server.ts)
  auditPaymentStatus: { en: "Payment status", id: "Status pembayaran" },
  auditAcknowledge: { en: "Acknowledge", id: "Konfirmasi venue" },
  auditDeleteLine: { en: "Delete reservation", id: "Hapus reservasi" },
  auditRestoreLine: { en: "Restore reservation", id: "Pulihkan reservasi" },
  auditCouponCreate: { en: "Create coupon", id: "Buat kupon" },
  auditCouponDeactivate: { en: "Deactivate coupon", id: "Nonaktifkan kupon" },
  auditCancel: { en: "Cancel reservation", id: "Batalkan reservasi" },
  auditCancelRequest: { en: "Cancellation requested", id: "Pembatalan diminta" },
  auditRefundSent: { en: "Refund sent", id: "Pengembalian dana terkirim" },
  auditRefundRetry: { en: "Refund retried", id: "Pengembalian dana dicoba lagi" },
  auditDateChange: { en: "Date change", id: "Perubahan tanggal" },
  auditPayoutCreate: { en: "Create payout", id: "Buat pencairan dana" },
  auditPayoutPaid: { en: "Payout paid", id: "Pencairan dana dibayar" },
  auditCommission: { en: "Commission", id: "Komisi" },
  auditBankVerified: { en: "Bank data verified", id: "Data bank diverifikasi" },
  auditReviewHide: { en: "Hide review", id: "Sembunyikan ulasan" },
  auditReviewRestore: { en: "Restore review", id: "Pulihkan ulasan" },
  auditReviewKeep: { en: "Keep reported review", id: "Pertahankan ulasan yang dilaporkan" },
  auditTeamInvite: { en: "Invite team member", id: "Undang anggota tim" },
  auditTeamInviteRevoke: { en: "Revoke invitation", id: "Batalkan undangan" },
  auditTeamJoin: { en: "Join team", id: "Bergabung dengan tim" },
  auditTeamRole: { en: "Change team role", id: "Ubah peran tim" },
  auditTeamRemove: { en: "Remove team member", id: "Keluarkan anggota tim" },
  auditBankData: { en: "Change bank data", id: "Ubah data bank" },
  auditProductSave: { en: "Save product", id: "Simpan produk" },
  auditProductDelete: { en: "Delete product", id: "Hapus produk" },
  auditClosureDayAdd: { en: "Add closure day", id: "Tambah hari penutupan" },
  auditClosureDayRemove: { en: "Remove closure day", id: "Hapus hari penutupan" },
  auditRfpClose: { en: "Close request for proposal", id: "Tutup permintaan penawaran" },
});
