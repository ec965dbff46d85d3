// The public pages' form messages in Indonesian (issue 27, ADR 0326): the Contact Us, Request for
// Proposal, Big Plan and SHE forms' checks (app/inquiries/*-schema.server.ts keep the English)
// and their thank-you notes. Spread into MESSAGES_ID (app/i18n/messages.server.ts).
import { BIG_PLAN_SUCCESS, DOCUMENT_MESSAGES, SHE_SUCCESS } from "~/i18n/english/inquiries";
import { AUCTION_SUCCESS, INQUIRY_SUCCESS } from "~/i18n/english/inquiries.server";
import { ENQUIRY_DESCRIPTION_MAX } from "~/utils/limits";
import { formatNumber } from "~/utils/format";
import { CONTACT_MESSAGE_MAX } from "~/utils/constants";
import { PHONE_MESSAGE } from "~/utils/phone";

// The schemas' length limits ("At most 200 characters.").
const LIMITS = [12, 40, 80, 120, 200, CONTACT_MESSAGE_MAX, ENQUIRY_DESCRIPTION_MAX];

export const PAGES_MESSAGES_ID: Record<string, string> = {
  [INQUIRY_SUCCESS]: "Terima kasih atas pertanyaan Anda. Pesan Anda telah terkirim, kami akan segera menghubungi Anda",
  [AUCTION_SUCCESS]: "Terima kasih atas permintaan penawaran Anda. Permintaan Anda telah terkirim, kami akan segera menghubungi Anda",
  [BIG_PLAN_SUCCESS]: "Terima kasih atas permintaan Anda. Permintaan Big Plan Anda telah terkirim, kami akan menghubungi Anda dalam satu hari kerja",
  [SHE_SUCCESS]: "Terima kasih atas permintaan Anda. Permintaan SHE Anda telah terkirim, kami akan menghubungi Anda dalam satu hari kerja",
  [DOCUMENT_MESSAGES.tooBig]: "Ukuran dokumen lebih dari 4 MB.",
  [DOCUMENT_MESSAGES.type]: "Dokumen harus berupa PDF atau gambar (JPG, PNG, WebP, atau GIF).",
  [PHONE_MESSAGE]: "Masukkan nomor telepon: angka, boleh diawali + atau 0 (spasi dan tanda hubung boleh)",
  "Please enter your name.": "Mohon isi nama Anda.",
  "Please enter your email address.": "Mohon isi alamat e-mail Anda.",
  "Please enter a valid email address.": "Mohon masukkan alamat e-mail yang valid.",
  "Please enter your phone number.": "Mohon isi nomor telepon Anda.",
  "Please enter a valid phone number.": "Mohon masukkan nomor telepon yang valid.",
  "Please enter your message": "Mohon tulis pesan Anda",
  "Use the date picker (YYYY-MM-DD).": "Gunakan pemilih tanggal (TTTT-BB-HH).",
  "Enter a number.": "Masukkan angka.",
  "Enter a whole number.": "Masukkan bilangan bulat.",
  "The end date cannot be before the start date.": "Tanggal selesai tidak boleh sebelum tanggal mulai.",
  "That number is too large.": "Angka tersebut terlalu besar.",
  "Use the time picker (HH:MM).": "Gunakan pemilih waktu (JJ.MM).",
  "Please enter your first name.": "Mohon isi nama depan Anda.",
  "Please enter your last name.": "Mohon isi nama belakang Anda.",
  "Please choose the event date.": "Mohon pilih tanggal acara.",
  "The event date cannot be in the past.": "Tanggal acara tidak boleh di masa lalu.",
  "Please choose a start time.": "Mohon pilih waktu mulai.",
  "Please choose an end time.": "Mohon pilih waktu selesai.",
  "Please enter the number of guests.": "Mohon isi jumlah tamu.",
  "At least 1 guest.": "Minimal 1 tamu.",
  "Please describe your event.": "Mohon jelaskan acara Anda.",
  "The end time must be after the start time.": "Waktu selesai harus setelah waktu mulai.",
  "Please choose the type of event.": "Mohon pilih jenis acara.",
  "Please enter your budget in US dollars.": "Mohon isi anggaran Anda dalam dolar AS.",
  "Please enter the city.": "Mohon isi kota.",
  "Please enter the state or province.": "Mohon isi provinsi.",
  "Please enter the name of your organization.": "Mohon isi nama organisasi Anda.",
  "Please enter a full web address (https://...).": "Mohon masukkan alamat web lengkap (https://...).",
  "Please tell us whether you are a non-profit.": "Mohon beri tahu kami apakah organisasi Anda nirlaba.",
  "Please enter your address.": "Mohon isi alamat Anda.",
  "Please enter the province.": "Mohon isi provinsi.",
  "Please enter the postal code.": "Mohon isi kode pos.",
  "Please enter a valid postal code.": "Mohon masukkan kode pos yang valid.",
  "Please enter the country.": "Mohon isi negara.",
  "Please enter your budget in rupiah.": "Mohon isi anggaran Anda dalam rupiah.",
  ...Object.fromEntries(LIMITS.map((n) => [`At most ${n} characters.`, `Maksimal ${formatNumber(n, "id")} karakter.`])),
};
