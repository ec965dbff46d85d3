// The planner's account forms' validation and refusal messages in Indonesian (issue 27) not yet on
// ids: cancel a booking, change the date, and the review form's schema. The
// notices, activation and review refusals are in app/i18n/catalog/accounts|reviews.server.ts
// (ADR 0391). The schemas keep the English (tests and /v1 read it); MESSAGES_ID spreads this table in.
import { CANCEL_FORM_MESSAGES, DATE_CHANGE_MESSAGES } from "~/i18n/english/cancellations.server";
import { CANCELLATION_MESSAGES } from "~/i18n/english/terms";
import { REVIEW_TEXTS } from "~/i18n/english/review-rules";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from "~/utils/limits";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";

export const ACCOUNT_MESSAGES_ID: Record<string, string> = {
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
  // Change the date (app/routes/change-date.$invoiceNo.tsx)
  [DATE_CHANGE_MESSAGES.cutoff]: "Reservasi ini tidak bisa dipindah lagi: perubahan tanggal ditutup pukul 00.00 (WITA) sehari sebelum acara, sama seperti pembatalan. Silakan kirim pesan ke venue.",
  [DATE_CHANGE_MESSAGES.cancelled]: "Reservasi ini sudah dibatalkan, jadi tidak dapat dipindah.",
  [DATE_CHANGE_MESSAGES.notPaid]: "Hanya reservasi yang sudah dibayar yang dapat dipindah ke tanggal lain.",
  [DATE_CHANGE_MESSAGES.openRequest]: "Anda sudah meminta pemindahan reservasi ini. Mohon tunggu jawaban venue, atau tarik permintaan tersebut terlebih dahulu.",
  [DATE_CHANGE_MESSAGES.sameTime]: "Ini tanggal dan waktu yang sudah dipesan. Silakan pilih tanggal atau waktu mulai lain.",
  [DATE_CHANGE_MESSAGES.dateRequired]: "Silakan pilih tanggal",
  [DATE_CHANGE_MESSAGES.timeRequired]: "Silakan pilih waktu mulai",
  [DATE_CHANGE_MESSAGES.noteTooLong]: "Mohon tulis pesan kurang dari 500 karakter",
  [DATE_CHANGE_MESSAGES.balanceFirst]: "Pada tanggal ini sisa pembayaran sudah jatuh tempo. Mohon lunasi sisa pembayaran terlebih dahulu, lalu minta pemindahan reservasi.",
  [DATE_CHANGE_MESSAGES.bookingPassed]: "Acara yang dipesan sudah berlangsung, jadi tidak dapat dipindah.",
  "This booking cannot be moved.": "Reservasi ini tidak dapat dipindah.",
  // Write a review (app/routes/review.$lineId.tsx, app/reviews/reviews.server.ts)
  [REVIEW_TEXTS.rating]: "Pilih penilaian 1 sampai 5 bintang.",
  [REVIEW_TEXTS.subRating]: "Pilih 1 sampai 5 bintang.",
  [REVIEW_TEXTS.bodyShort]: `Mohon tulis minimal ${REVIEW_BODY_MIN} karakter tentang acara Anda.`,
  [REVIEW_TEXTS.bodyLong]: `Mohon tulis ulasan kurang dari ${REVIEW_BODY_MAX} karakter.`,
  [REVIEW_TEXTS.eventType]: "Pilih jenis acara yang Anda adakan.",
};

/** The sentences with a date or a number (the date change page, the review page). */
export const ACCOUNT_PATTERNS_ID: [RegExp, (m: RegExpMatchArray) => string][] = [
  // A booking's span (spanWords, the date change page): "17/08/2026 09:00 to 12:00".
  [/^(\d\d\/\d\d\/\d{4}) (\d\d):(\d\d) to (?:(\d\d\/\d\d\/\d{4}) )?(\d\d):(\d\d)$/, (m) => `${m[1]} ${m[2]}.${m[3]} sampai ${m[4] ? `${m[4]} ` : ""}${m[5]}.${m[6]}`],
  [/^From (\d\d):(\d\d) the booking would end at (\d\d):(\d\d) \((\d+) hours instead of (\d+)\), when the space closes\. Tick "I accept the shorter time" to ask for it, or choose an earlier start\.$/, (m) => `Mulai ${m[1]}.${m[2]}, reservasi akan berakhir pukul ${m[3]}.${m[4]} (${m[5]} jam, bukan ${m[6]}), saat ruang tutup. Centang "Saya menerima waktu yang lebih singkat" untuk memintanya, atau pilih waktu mulai lebih awal.`],
];
