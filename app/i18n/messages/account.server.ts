// The planner's account forms' validation and refusal messages in Indonesian (issue 27): change
// password, cancel a booking, change the date, messaging, and the notices after them. The
// schemas keep the English (tests and /v1 read it); MESSAGES_ID spreads this table in.
import { NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } from "~/accounts/accounts.server";
import { CANCEL_FORM_MESSAGES } from "~/cancellations/cancel-form.server";
import { DATE_CHANGE_MESSAGES } from "~/cancellations/date-change.server";
import { CANCELLATION_MESSAGES } from "~/cancellations/policies";

/** The account pages' notices (toasts) and page-level answers. */
export const ACCOUNT_NOTICES = {
  passwordChanged: "Your password has been changed. You have been logged out on your other devices.",
  released: "Your reservation is cancelled and the spaces are released. Nothing was charged.",
  alreadyDone: "This booking is cancelled.",
  cannotCancel: "This booking cannot be cancelled.",
  cancelledNoRefund: "Booking cancelled. No refund is due under its policy; we e-mailed you the details.",
  withdrawn: "Your date change request is withdrawn. The booking stays as it was.",
  nothingToWithdraw: "There is no open request to withdraw.",
  dateChangeSent: "Your request has been sent to the venue. You will get an e-mail with their answer.",
} as const;

export const ACCOUNT_MESSAGES_ID: Record<string, string> = {
  // Change password (app/routes/account.password.tsx)
  "Please enter your current password": "Mohon masukkan kata sandi Anda saat ini",
  "Please enter a new password": "Mohon masukkan kata sandi baru",
  [WRONG_CURRENT_PASSWORD]: "Kata sandi Anda saat ini salah.",
  [NO_PASSWORD_YET]: "Akun Anda belum memiliki kata sandi (Anda masuk dengan Google atau Facebook). Gunakan Lupa Kata Sandi untuk membuatnya.",
  [ACCOUNT_NOTICES.passwordChanged]: "Kata sandi Anda telah diubah. Anda telah dikeluarkan dari perangkat Anda yang lain.",
  // Cancel a booking (app/routes/cancel-booking.$invoiceNo.tsx)
  [CANCEL_FORM_MESSAGES.noLine]: "Pilih minimal satu reservasi untuk dibatalkan",
  [CANCEL_FORM_MESSAGES.reason]: "Mohon tulis alasan kurang dari 500 karakter",
  [CANCEL_FORM_MESSAGES.accountName]: "Masukkan nama pemilik rekening",
  [CANCEL_FORM_MESSAGES.bankName]: "Masukkan nama bank",
  [CANCEL_FORM_MESSAGES.accountNumber]: "Masukkan nomor rekening (hanya angka, 6 sampai 20)",
  [CANCELLATION_MESSAGES.cutoff]: "Reservasi ini tidak bisa dibatalkan lagi: pembatalan ditutup pukul 00.00 (WITA) sehari sebelum acara. Silakan kirim pesan ke venue.",
  [CANCELLATION_MESSAGES.alreadyCancelled]: "Reservasi ini sudah dibatalkan.",
  [CANCELLATION_MESSAGES.notPaid]: "Hanya reservasi yang sudah dibayar yang dapat dibatalkan per item; reservasi yang belum dibayar dibatalkan seluruhnya.",
  [CANCELLATION_MESSAGES.quoteChanged]: "Pengembalian dana telah berubah sejak halaman ditampilkan. Silakan periksa jumlah baru dan konfirmasi lagi.",
  [CANCELLATION_MESSAGES.amountTooHigh]: "Pengembalian dana tidak boleh melebihi jumlah yang dibayar untuk reservasi ini.",
  "Reservation not found": "Reservasi tidak ditemukan",
  "A booking that has taken place cannot be cancelled.": "Reservasi yang sudah berlangsung tidak dapat dibatalkan.",
  "Please tell us the bank account the refund should be sent to.": "Mohon beri tahu kami rekening bank tujuan pengembalian dana.",
  [ACCOUNT_NOTICES.released]: "Reservasi Anda dibatalkan dan ruangnya dilepas. Tidak ada biaya yang ditagih.",
  [ACCOUNT_NOTICES.alreadyDone]: "Reservasi ini sudah dibatalkan.",
  [ACCOUNT_NOTICES.cannotCancel]: "Reservasi ini tidak dapat dibatalkan.",
  [ACCOUNT_NOTICES.cancelledNoRefund]: "Reservasi dibatalkan. Tidak ada pengembalian dana menurut kebijakannya; kami telah mengirimkan detailnya lewat e-mail.",
  // Change the date (app/routes/change-date.$invoiceNo.tsx)
  [DATE_CHANGE_MESSAGES.cutoff]: "Reservasi ini tidak bisa dipindah lagi: perubahan tanggal ditutup pukul 00.00 (WITA) sehari sebelum acara, sama seperti pembatalan. Silakan kirim pesan ke venue.",
  [DATE_CHANGE_MESSAGES.cancelled]: "Reservasi ini sudah dibatalkan, jadi tidak dapat dipindah.",
  [DATE_CHANGE_MESSAGES.notPaid]: "Hanya reservasi yang sudah dibayar yang dapat dipindah ke tanggal lain.",
  [DATE_CHANGE_MESSAGES.openRequest]: "Anda sudah meminta pemindahan reservasi ini. Mohon tunggu jawaban venue, atau tarik permintaan tersebut terlebih dahulu.",
  [DATE_CHANGE_MESSAGES.sameTime]: "Ini tanggal dan waktu yang sudah dipesan. Silakan pilih tanggal atau waktu mulai lain.",
  [DATE_CHANGE_MESSAGES.dateRequired]: "Silakan pilih tanggal",
  [DATE_CHANGE_MESSAGES.timeRequired]: "Silakan pilih waktu mulai",
  [DATE_CHANGE_MESSAGES.noteTooLong]: "Mohon tulis pesan kurang dari 500 karakter",
  [DATE_CHANGE_MESSAGES.bookingPassed]: "Acara yang dipesan sudah berlangsung, jadi tidak dapat dipindah.",
  "This booking cannot be moved.": "Reservasi ini tidak dapat dipindah.",
  [ACCOUNT_NOTICES.withdrawn]: "Permintaan perubahan tanggal Anda telah ditarik. Reservasi tetap seperti semula.",
  [ACCOUNT_NOTICES.nothingToWithdraw]: "Tidak ada permintaan terbuka untuk ditarik.",
  [ACCOUNT_NOTICES.dateChangeSent]: "Permintaan Anda telah dikirim ke venue. Anda akan menerima e-mail berisi jawabannya.",
  // Messaging (app/messages/conversations.server.ts refusals)
  "Only planner accounts can message a venue.": "Hanya akun perencana acara yang dapat mengirim pesan ke venue.",
  "This product no longer exists.": "Produk ini sudah tidak ada.",
  "The admin reads conversations only.": "Admin hanya dapat membaca percakapan.",
  "This booking cannot be found.": "Reservasi ini tidak ditemukan.",
  "This conversation cannot be found.": "Percakapan ini tidak ditemukan.",
  // The reservation's words computed on the server (the payment badge).
  Paid: "Lunas",
  pending: "menunggu pembayaran",
  Cancelled: "Dibatalkan",
  Expired: "Kedaluwarsa",
};

/** The refund notice: "Booking cancelled. Your refund of Rp 1.500.000 is requested; ...". */
export const ACCOUNT_PATTERNS_ID: [RegExp, (m: RegExpMatchArray) => string][] = [
  // A booking's span (spanWords, the date change page): "17/08/2026 09:00 to 12:00".
  [/^(\d\d\/\d\d\/\d{4}) (\d\d):(\d\d) to (?:(\d\d\/\d\d\/\d{4}) )?(\d\d):(\d\d)$/, (m) => `${m[1]} ${m[2]}.${m[3]} sampai ${m[4] ? `${m[4]} ` : ""}${m[5]}.${m[6]}`],
  [/^Booking cancelled\. Your refund of (Rp [\d.]+) is requested; we e-mailed you the details\.$/, (m) => `Reservasi dibatalkan. Pengembalian dana Anda sebesar ${m[1]} sedang diproses; kami telah mengirimkan detailnya lewat e-mail.`],
];
