// Cancelling a booking and moving it to another date (app/cancellations/*.server.ts,
// CANCELLATION_MESSAGES of app/terms/cancellation-policies.ts): the planner's cancel and date
// change forms, the vendor's cancel dialog and date change answers, the admin's cancel form and
// /v1 (in English). Ids are `cancellations.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const cancellations = defineMessages({
  /** A date change onto a time taken since it was asked for; {problem} is takenMessage's (bookings.*). */
  noLongerFree: { en: "The new time is no longer free: {problem}", id: "Waktu baru sudah tidak tersedia: {problem}" },
  // The planner's cancel form (app/cancellations/cancel-form.server.ts)
  noLine: { en: "Choose at least one booking to cancel", id: "Pilih minimal satu reservasi untuk dibatalkan" },
  reasonTooLong: { en: "Please keep the reason under 500 characters", id: "Mohon tulis alasan kurang dari 500 karakter" },
  accountName: { en: "Enter the account holder's name", id: "Masukkan nama pemilik rekening" },
  bankName: { en: "Enter the bank's name", id: "Masukkan nama bank" },
  accountNumber: { en: "Enter the account number (digits only, 6 to 20)", id: "Masukkan nomor rekening (hanya angka, 6 sampai 20)" },
  // The refusals of cancelBooking (planner, vendor, admin, /v1)
  cutoff: {
    en: "This booking can no longer be cancelled: cancellation closes at 00:00 (Bali time) on the day before the event. Please message the venue instead.",
    id: "Reservasi ini tidak bisa dibatalkan lagi: pembatalan ditutup pukul 00.00 (WITA) sehari sebelum acara. Silakan kirim pesan ke venue.",
  },
  alreadyCancelled: { en: "This booking has already been cancelled.", id: "Reservasi ini sudah dibatalkan." },
  notPaid: {
    en: "Only a paid booking can be cancelled line by line; an unpaid reservation is cancelled as a whole.",
    id: "Hanya reservasi yang sudah dibayar yang dapat dibatalkan per item; reservasi yang belum dibayar dibatalkan seluruhnya.",
  },
  quoteChanged: {
    en: "The refund has changed since the page was shown. Please check the new amount and confirm again.",
    id: "Pengembalian dana telah berubah sejak halaman ditampilkan. Silakan periksa jumlah baru dan konfirmasi lagi.",
  },
  reasonRequired: { en: "Please tell the planner why the booking is cancelled.", id: "Mohon beri tahu perencana acara alasan reservasi dibatalkan." },
  amountTooHigh: {
    en: "The refund cannot be more than what was paid for this booking.",
    id: "Pengembalian dana tidak boleh melebihi jumlah yang dibayar untuk reservasi ini.",
  },
  reservationNotFound: { en: "Reservation not found", id: "Reservasi tidak ditemukan" },
  // One id for the planner's refusal and the vendor's dialog: both pages showed the account
  // table's Indonesian (it overrode the dashboard table's for the same English).
  alreadyTookPlace: { en: "A booking that has taken place cannot be cancelled.", id: "Reservasi yang sudah berlangsung tidak dapat dibatalkan." },
  bankNeeded: { en: "Please tell us the bank account the refund should be sent to.", id: "Mohon beri tahu kami rekening bank tujuan pengembalian dana." },
  // The vendor's cancel dialog (app/cancellations/vendor-cancel.server.ts, /dashboard/manage-reservations)
  vendorUnpaid: {
    en: "This reservation is not paid: it is released on its own when its payment deadline passes.",
    id: "Reservasi ini belum dibayar: reservasi akan dilepas dengan sendirinya saat batas waktu pembayaran lewat.",
  },
  vendorNotAllowed: {
    en: "Only the owner or a manager can cancel a paid booking, as it refunds the planner. Ask them to cancel it.",
    id: "Hanya pemilik atau manajer yang dapat membatalkan reservasi yang sudah dibayar, karena dananya dikembalikan kepada perencana acara. Minta mereka membatalkannya.",
  },
  cancelRequestSent: {
    en: "Your request to cancel has been sent: the owner and managers see it on their dashboard.",
    id: "Permintaan pembatalan Anda telah dikirim: pemilik dan manajer melihatnya di dasbor mereka.",
  },
  vendorReasonTooLong: { en: "Please keep the reason under {max} characters.", id: "Mohon tulis alasan kurang dari {max} karakter." },
  refundUnreadable: {
    en: "The refund shown could not be read: please confirm again.",
    id: "Pengembalian dana yang ditampilkan tidak dapat dibaca: silakan konfirmasi lagi.",
  },
  vendorCancelled: {
    en: "Booking cancelled. The planner gets {amount} back in full and has been e-mailed.",
    id: "Reservasi dibatalkan. Perencana acara menerima kembali {amount} secara penuh dan telah diberi tahu lewat e-mail.",
  },
  wasAlreadyCancelled: { en: "This booking was already cancelled.", id: "Reservasi ini sudah dibatalkan sebelumnya." },
  reservationUpdated: { en: "Reservation has been updated!", id: "Reservasi telah diperbarui!" },
  // Moving a booking (app/cancellations/date-change.server.ts): the planner's form
  dateChangeCutoff: {
    en: "This booking can no longer be moved: date changes close at 00:00 (Bali time) on the day before the event, as cancellations do. Please message the venue instead.",
    id: "Reservasi ini tidak bisa dipindah lagi: perubahan tanggal ditutup pukul 00.00 (WITA) sehari sebelum acara, sama seperti pembatalan. Silakan kirim pesan ke venue.",
  },
  dateChangeCancelled: { en: "This booking has been cancelled, so it cannot be moved.", id: "Reservasi ini sudah dibatalkan, jadi tidak dapat dipindah." },
  dateChangeNotPaid: { en: "Only a paid booking can be moved to another date.", id: "Hanya reservasi yang sudah dibayar yang dapat dipindah ke tanggal lain." },
  dateChangeOpenRequest: {
    en: "You have already asked to move this booking. Please wait for the venue's answer, or withdraw the request first.",
    id: "Anda sudah meminta pemindahan reservasi ini. Mohon tunggu jawaban venue, atau tarik permintaan tersebut terlebih dahulu.",
  },
  dateChangeSameTime: {
    en: "This is the date and time already booked. Please choose another date or start time.",
    id: "Ini tanggal dan waktu yang sudah dipesan. Silakan pilih tanggal atau waktu mulai lain.",
  },
  dateChangeDateRequired: { en: "Please choose a date", id: "Silakan pilih tanggal" },
  dateChangeTimeRequired: { en: "Please choose a start time", id: "Silakan pilih waktu mulai" },
  dateChangeNoteTooLong: { en: "Please keep the message under {max} characters", id: "Mohon tulis pesan kurang dari {max} karakter" },
  dateChangeBalanceFirst: {
    en: "At this date the balance would already be due. Please pay the balance first, then ask to move the booking.",
    id: "Pada tanggal ini sisa pembayaran sudah jatuh tempo. Mohon lunasi sisa pembayaran terlebih dahulu, lalu minta pemindahan reservasi.",
  },
  cannotMove: { en: "This booking cannot be moved.", id: "Reservasi ini tidak dapat dipindah." },
  /** The new start leaves a shorter booking (the space closes): {from} and {to} are `time` references. */
  shorterTime: {
    en: "From {from} the booking would end at {to} ({hours} hours instead of {bookedHours}), when the space closes. Tick \"I accept the shorter time\" to ask for it, or choose an earlier start.",
    id: "Mulai {from}, reservasi akan berakhir pukul {to} ({hours} jam, bukan {bookedHours}), saat ruang tutup. Centang \"Saya menerima waktu yang lebih singkat\" untuk memintanya, atau pilih waktu mulai lebih awal.",
  },
  /** A time of day, Bali time: 09:00 in English, 09.00 in Indonesian. */
  time: { en: "{hours}:{minutes}", id: "{hours}.{minutes}" },
  // The vendor's answers (/dashboard/date-changes); the booking-passed refusal is the planner's
  // too, with the Indonesian both pages showed (the account table's).
  dateChangeBookingPassed: {
    en: "The booked event has already taken place, so it cannot be moved.",
    id: "Acara yang dipesan sudah berlangsung, jadi tidak dapat dipindah.",
  },
  dateChangeAnswered: { en: "This request has already been answered.", id: "Permintaan ini sudah dijawab." },
  dateChangeNewTimePassed: {
    en: "The new date and time has already passed. Please decline the request.",
    id: "Tanggal dan waktu baru sudah lewat. Silakan tolak permintaan ini.",
  },
  dateChangeNotFound: { en: "Request not found", id: "Permintaan tidak ditemukan" },
  decisionNoteTooLong: { en: "Please keep the message under {max} characters.", id: "Mohon batasi pesan hingga {max} karakter." },
  requestNotAnswered: { en: "The request could not be answered.", id: "Permintaan tidak dapat dijawab." },
});
