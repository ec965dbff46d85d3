// The planner account's refusals and notices (app/accounts/*.server.ts): log in, sign up, forgot and
// reset password (the spec's texts, section 5, spelling kept), the password checks, the rate
// limit, the change password form, the sign-up's end, and the toasts after a password change, a
// cancellation or a date change.
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
  // Log in, sign up, forgot and reset password (app/accounts/account-schemas.server.ts); the spec's English.
  loginEmpty: { en: "E-mail or Password is empty!", id: "E-mail atau kata sandi kosong!" },
  registrationIncomplete: { en: "Please complete form registration!", id: "Mohon lengkapi formulir pendaftaran!" },
  passwordMismatch: { en: "Password not match!", id: "Kata sandi tidak cocok!" },
  passwordTooShort: { en: "Password must be at least 8 characters", id: "Kata sandi minimal 8 karakter" },
  resetInvalidPassword: { en: "Invalid your password!", id: "Kata sandi Anda tidak valid!" },
  resetInvalidToken: { en: "Invalid your token!", id: "Token Anda tidak valid!" },
  emailRequired: { en: "Please fill your email address", id: "Mohon isi alamat e-mail Anda" },
  firstNameTooLong: { en: "First name is too long", id: "Nama depan terlalu panjang" },
  lastNameTooLong: { en: "Last name is too long", id: "Nama belakang terlalu panjang" },
  passwordTooLong: {
    en: "Password must be at most 72 bytes: use fewer characters (accented letters count 2, emoji 4).",
    id: "Kata sandi maksimal 72 byte: gunakan lebih sedikit karakter (huruf beraksen dihitung 2, emoji 4).",
  },
  // The password strength check (app/accounts/password-strength.server.ts).
  passwordCommon: {
    en: "This password is too common: it appears in lists of leaked passwords. Please choose another.",
    id: "Kata sandi ini terlalu umum: ada dalam daftar kata sandi yang bocor. Silakan pilih yang lain.",
  },
  passwordPersonal: { en: "Your password must not contain your e-mail address or name.", id: "Kata sandi Anda tidak boleh memuat alamat e-mail atau nama Anda." },
  passwordWeak: {
    en: "This password is too easy to guess. Try a longer one, such as three or four unrelated words.",
    id: "Kata sandi ini terlalu mudah ditebak. Coba yang lebih panjang, misalnya tiga atau empat kata yang tidak saling berkaitan.",
  },
  // The credential check (app/accounts/accounts.server.ts checkCredentials: pages and /v1).
  invalidCredentials: { en: "Incorrect e-mail or password.", id: "E-mail atau kata sandi salah." },
  notActivated: {
    en: "Your account is not activated yet. Please follow the link in the activation e-mail we sent you.",
    id: "Akun Anda belum diaktifkan. Silakan ikuti tautan di e-mail aktivasi yang kami kirimkan.",
  },
  // The /login notices and /v1's answers (the spec's spelling "checck" kept in English).
  registered: { en: "Thank You For Registering and please checck your email!", id: "Terima kasih telah mendaftar, silakan periksa e-mail Anda!" },
  checkEmail: { en: "Please check your e-mail!", id: "Silakan periksa e-mail Anda!" },
  resetLinkSent: {
    en: "If {email} has an account, we have sent it a link to reset the password.",
    id: "Jika {email} memiliki akun, kami telah mengirimkan tautan untuk mengatur ulang kata sandinya.",
  },
  // The rate limit (app/accounts/rate-limit.server.ts): one minute, or several.
  tooManyAttemptsMinute: { en: "Too many attempts. Please wait 1 minute and try again.", id: "Terlalu banyak percobaan. Silakan tunggu 1 menit lalu coba lagi." },
  tooManyAttempts: {
    en: "Too many attempts. Please wait {minutes} minutes and try again.",
    id: "Terlalu banyak percobaan. Silakan tunggu {minutes} menit lalu coba lagi.",
  },
  // The activation link's own limit (app/routes/activation.tsx): no count of minutes.
  tooManyAttemptsFew: { en: "Too many attempts. Please wait a few minutes and try again.", id: "Terlalu banyak percobaan. Silakan tunggu beberapa menit lalu coba lagi." },
  activationFailed: {
    en: "This activation link is invalid or has expired. Please request a new one.",
    id: "Tautan aktivasi ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.",
  },
  // A person's name (app/accounts/person-name.ts): sign-up, checkout contact, payment confirmation, the vendor's Profile.
  personName: { en: "A name may not contain a web address, an e-mail address or < >", id: "Nama tidak boleh memuat alamat web, alamat e-mail, atau < >" },
});
