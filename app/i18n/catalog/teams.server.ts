// A vendor team's refusals (app/supplier/team.server.ts) and the invitation page's own
// (app/routes/team-invitation.tsx). Ids are `teams.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const teams = defineMessages({
  lastOwner: {
    en: "A team needs at least one owner: make another member owner first.",
    id: "Tim memerlukan minimal satu pemilik: jadikan anggota lain pemilik terlebih dahulu.",
  },
  alreadyMember: { en: "This person is already a member of your team.", id: "Orang ini sudah menjadi anggota tim Anda." },
  otherTeam: {
    en: "This e-mail address belongs to another vendor's team or to an administrator: it cannot join yours.",
    id: "Alamat e-mail ini milik tim vendor lain atau administrator: tidak dapat bergabung dengan tim Anda.",
  },
  invitationGone: {
    en: "This invitation link is invalid, has expired, was revoked or has been used. Ask the team's owner for a new one.",
    id: "Tautan undangan ini tidak valid, kedaluwarsa, dicabut, atau sudah digunakan. Mintalah tautan baru kepada pemilik tim.",
  },
  wrongAccount: {
    en: "This invitation was sent to another e-mail address. Log out and open the link again to accept it with that address.",
    id: "Undangan ini dikirim ke alamat e-mail lain. Keluar dan buka tautan lagi untuk menerimanya dengan alamat tersebut.",
  },
  emailTaken: {
    en: "An account with this e-mail address exists: log in with its password to accept.",
    id: "Akun dengan alamat e-mail ini sudah ada: masuk dengan kata sandinya untuk menerima.",
  },
  logInFirst: { en: "Please log in first.", id: "Silakan masuk terlebih dahulu." },
  enterPassword: { en: "Please enter your password", id: "Mohon masukkan kata sandi Anda" },
});
