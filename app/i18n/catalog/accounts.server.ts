// The planner account's refusals (app/accounts/*.server.ts): the change password form first.
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
});
