// The vendor dashboard's validation and refusal messages and server-made words in Indonesian
// (issue 27). The schemas keep the spec's English (tests and /v1 read them); the dashboard's
// actions pass their replies through translateReply, their loaders the words through
// translateMessage.
import { CANCELLATION_MESSAGES } from "~/i18n/english/terms";
import { REVIEW_TEXTS } from "~/i18n/english/review-rules";
import { BLOCK_MESSAGES, VENDOR_MESSAGES } from "~/i18n/english/supplier";
import { PHONE_MESSAGE } from "~/utils/phone";
import { PERSON_NAME_MESSAGE } from "~/i18n/english/accounts";
import type { Lang } from "~/i18n/config";

/** English message -> Indonesian, spread into MESSAGES_ID (app/i18n/messages.server.ts). */
export const DASHBOARD_MESSAGES_ID: Record<string, string> = {
  [BLOCK_MESSAGES.target]: "Silakan pilih sub venue",
  [BLOCK_MESSAGES.targetProduct]: "Silakan pilih produk",
  [BLOCK_MESSAGES.date]: "Silakan pilih tanggal",
  [BLOCK_MESSAGES.time]: "Silakan pilih waktu",
  [BLOCK_MESSAGES.endBeforeStart]: "Akhir tidak boleh sebelum awal",
  [BLOCK_MESSAGES.endEqualsStart]: "Akhir harus setelah awal",
  [BLOCK_MESSAGES.saved]: "Ketersediaan telah disimpan!",
  [BLOCK_MESSAGES.deleted]: "Ketersediaan telah dihapus!",
  [BLOCK_MESSAGES.notFound]: "Ketersediaan tidak ditemukan",
  "Your calendar link has been turned off.": "Tautan kalender Anda telah dinonaktifkan.",
  [CANCELLATION_MESSAGES.reasonRequired]: "Mohon beri tahu perencana acara alasan reservasi dibatalkan.",
  [CANCELLATION_MESSAGES.alreadyCancelled]: "Reservasi ini sudah dibatalkan.",
  [CANCELLATION_MESSAGES.quoteChanged]: "Pengembalian dana telah berubah sejak halaman ditampilkan. Silakan periksa jumlah baru dan konfirmasi lagi.",
  "This reservation is not paid: it is released on its own when its payment deadline passes.": "Reservasi ini belum dibayar: reservasi akan dilepas dengan sendirinya saat batas waktu pembayaran lewat.",
  "A booking that has taken place cannot be cancelled.": "Reservasi yang acaranya sudah berlangsung tidak dapat dibatalkan.",
  "The refund shown could not be read: please confirm again.": "Pengembalian dana yang ditampilkan tidak dapat dibaca: silakan konfirmasi lagi.",
  "Reservation has been updated!": "Reservasi telah diperbarui!",
  "This booking was already cancelled.": "Reservasi ini sudah dibatalkan sebelumnya.",
  "Your request to cancel has been sent: the owner and managers see it on their dashboard.": "Permintaan pembatalan Anda telah dikirim: pemilik dan manajer melihatnya di dasbor mereka.",
  "Only the owner or a manager can cancel a paid booking, as it refunds the planner. Ask them to cancel it.": "Hanya pemilik atau manajer yang dapat membatalkan reservasi yang sudah dibayar, karena dananya dikembalikan kepada perencana acara. Minta mereka membatalkannya.",
  "The request could not be answered.": "Permintaan tidak dapat dijawab.",
  // DATE_CHANGE_MESSAGES (app/cancellations/date-change.server.ts, a module too heavy to import here).
  "This request has already been answered.": "Permintaan ini sudah dijawab.",
  "The new date and time has already passed. Please decline the request.": "Tanggal dan waktu baru sudah lewat. Silakan tolak permintaan ini.",
  "The booked event has already taken place, so it cannot be moved.": "Acara yang dipesan sudah berlangsung, sehingga tidak dapat dipindahkan.",
  [REVIEW_TEXTS.replyEmpty]: "Tulis balasan Anda.",
  [REVIEW_TEXTS.reasonShort]: REVIEW_TEXTS.reasonShort.replace(/^Please give a reason \(at least (\d+) characters\)\.$/, "Mohon beri alasan (minimal $1 karakter)."),
  // The Profile form (app/supplier/schemas.ts SupplierProfileSchema).
  [VENDOR_MESSAGES.profileIncomplete]: "Mohon lengkapi data Anda!",
  [VENDOR_MESSAGES.profileSaved]: "Info Vendor telah disimpan!",
  [VENDOR_MESSAGES.required]: "Wajib diisi",
  [VENDOR_MESSAGES.url]: "Mohon masukkan alamat web lengkap yang diawali https://",
  [PHONE_MESSAGE]: "Masukkan nomor telepon: angka, boleh diawali + atau 0 (spasi dan tanda hubung boleh)",
  "Letters and digits only": "Hanya huruf dan angka",
  // Venue images (app/routes/dashboard.venue-images.tsx).
  [VENDOR_MESSAGES.imageTooBig]: "File terlalu besar!",
  [VENDOR_MESSAGES.imageNotJpeg]: "Silakan pilih foto JPG.",
  [VENDOR_MESSAGES.imageMissing]: "Silakan pilih foto untuk diunggah.",
  [VENDOR_MESSAGES.venueSaved]: "Info Vendor telah disimpan!",
  "Image has been deleted!": "Foto telah dihapus!",
  "Please save your Venue Info first.": "Silakan simpan Info Venue Anda terlebih dahulu.",
  "You have already replied to this review.": "Anda sudah membalas ulasan ini.",
  "You have already reported this review.": "Anda sudah melaporkan ulasan ini.",
};

// Messages with a number in them: the English pattern and its Indonesian.
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^This period overlaps (\d+) booking\(s\), listed below\. They stay valid either way: a block only stops new bookings\. Save anyway, or cancel and choose another period\.$/,
    (m) => `Periode ini bertabrakan dengan ${m[1]} reservasi, tercantum di bawah. Reservasi itu tetap berlaku: blokir hanya menghentikan reservasi baru. Simpan saja, atau batalkan dan pilih periode lain.`],
  [/^Availability has been saved! (\d+) existing booking\(s\) in this period stay valid\.$/, (m) => `Ketersediaan telah disimpan! ${m[1]} reservasi yang ada pada periode ini tetap berlaku.`],
  [/^Please keep (the message|the reason|your reply) under (\d+) characters\.?$/, (m) => `Mohon batasi ${m[1] === "the message" ? "pesan" : m[1] === "the reason" ? "alasan" : "balasan Anda"} hingga ${m[2]} karakter.`],
  [/^Booking cancelled\. The planner gets (Rp [\d.]+) back in full and has been e-mailed\.$/, (m) => `Reservasi dibatalkan. Perencana acara menerima kembali ${m[1]} secara penuh dan telah diberi tahu lewat e-mail.`],
];

/** The profile form's messages for the browser's own check (it runs the same schema). */
export const PROFILE_FORM_MESSAGES = [
  VENDOR_MESSAGES.profileIncomplete,
  VENDOR_MESSAGES.required,
  VENDOR_MESSAGES.url,
  PHONE_MESSAGE,
  "Letters and digits only",
  PERSON_NAME_MESSAGE,
] as const;

/** A dashboard message in the page's language (the exact table first, then the patterns). */
export function dashboardMessageId(message: string): string | null {
  if (DASHBOARD_MESSAGES_ID[message]) return DASHBOARD_MESSAGES_ID[message];
  for (const [pattern, make] of PATTERNS) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  return null;
}

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const MONTHS_LONG_ID = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/** "November 2026" in the page's language ("November 2026", "Agustus 2026"). */
export function monthLabelIn(lang: Lang, label: string): string {
  if (lang === "en") return label;
  const [month, year] = label.split(" ");
  const i = MONTHS_EN.indexOf(month);
  return i === -1 ? label : `${MONTHS_LONG_ID[i]} ${year}`;
}
