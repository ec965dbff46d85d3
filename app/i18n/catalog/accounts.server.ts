// The planner account's refusals and notices (app/accounts/*.server.ts): the change password form,
// the sign-up's end, and the toasts after a password change, a cancellation or a date change.
// Ids are `accounts.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const accounts = defineMessages({
  currentPasswordEmpty: { en: "Please enter your current password", id: "Mohon masukkan kata sandi Anda saat ini" },
  newPasswordEmpty: { en: "Please enter a new password", id: "Mohon masukkan kata sandi baru" },
  wrongCurrentPassword: { en: "Your current password is not correct.", id: "Kata sandi Anda saat ini salah." },
  noPasswordYet: {
    en: "Your account has no password yet (you log in with Google or Facebook). Use Forgot Password to set one.",
    id: "Akun Anda belum memiliki kata sandi (Anda masuk dengan Google atau Facebook). Gunakan Lupa Kata Sandi untuk membuatnya.",
  },
  passwordChanged: {
    en: "Your password has been changed. You have been logged out on your other devices.",
    id: "Kata sandi Anda telah diubah. Anda telah dikeluarkan dari perangkat Anda yang lain.",
  },
  invalidEmail: { en: "Please enter a valid e-mail address", id: "Mohon masukkan alamat e-mail yang valid" },
  bookingReleased: {
    en: "Your reservation is cancelled and the spaces are released. Nothing was charged.",
    id: "Reservasi Anda dibatalkan dan ruangnya dilepas. Tidak ada biaya yang ditagih.",
  },
  bookingAlreadyCancelled: { en: "This booking is cancelled.", id: "Reservasi ini sudah dibatalkan." },
  bookingCannotCancel: { en: "This booking cannot be cancelled.", id: "Reservasi ini tidak dapat dibatalkan." },
  cancelledNoRefund: {
    en: "Booking cancelled. No refund is due under its policy; we e-mailed you the details.",
    id: "Reservasi dibatalkan. Tidak ada pengembalian dana menurut kebijakannya; kami telah mengirimkan detailnya lewat e-mail.",
  },
  cancelledWithRefund: {
    en: "Booking cancelled. Your refund of {amount} is requested; we e-mailed you the details.",
    id: "Reservasi dibatalkan. Pengembalian dana Anda sebesar {amount} sedang diproses; kami telah mengirimkan detailnya lewat e-mail.",
  },
  dateChangeWithdrawn: {
    en: "Your date change request is withdrawn. The booking stays as it was.",
    id: "Permintaan perubahan tanggal Anda telah ditarik. Reservasi tetap seperti semula.",
  },
  nothingToWithdraw: { en: "There is no open request to withdraw.", id: "Tidak ada permintaan terbuka untuk ditarik." },
  dateChangeSent: {
    en: "Your request has been sent to the venue. You will get an e-mail with their answer.",
    id: "Permintaan Anda telah dikirim ke venue. Anda akan menerima e-mail berisi jawabannya.",
  },
  activationFailed: {
    en: "This activation link is invalid or has expired. Please request a new one.",
    id: "Tautan aktivasi ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.",
  },
  // A person's name (app/accounts/person-name.ts): sign-up, checkout contact, payment confirmation, the vendor's Profile.
  personName: { en: "A name may not contain a web address, an e-mail address or < >", id: "Nama tidak boleh memuat alamat web, alamat e-mail, atau < >" },
});
