// Error pages (app/components/error-boundary.tsx, not-found.tsx) and the flash notice's close
// button: sent by the root loader, as an error page has only the root's data (ADR 0326).
import { ERRORS_ENGLISH } from "~/i18n/english/errors";

// The English is app/i18n/english/errors.ts: the component's fallback when the root loader failed.
export const en = { ...ERRORS_ENGLISH };

export const id: typeof en = {
  errorStatus: "Galat {status}",
  somethingWentWrong: "Terjadi kesalahan",
  notAllowedMessage: "Anda tidak diizinkan melihat halaman ini.",
  badRequestHeading: "Kami tidak dapat membaca permintaan tersebut",
  badRequestMessage: "Tautan atau formulir yang Anda gunakan tidak lengkap atau tidak valid. Silakan kembali dan coba lagi, atau mulai dari beranda.",
  serverErrorMessage: "Kami tidak dapat menyelesaikan permintaan Anda. Silakan coba lagi sebentar lagi.",
  backToHome: "Kembali ke Beranda",
  titleNotFound: "Halaman tidak ditemukan",
  titleNotAllowed: "Tidak diizinkan",
  titleBadRequest: "Permintaan tidak valid",
  notFoundHeading: "Halaman tidak ditemukan",
  notFoundMessage: "Halaman yang Anda tuju tidak ada atau telah dipindahkan. Silakan cari venue:",
  venueOrArea: "Venue atau wilayah",
  venueOrAreaExample: "Venue atau wilayah, mis. Nusa Dua",
  search: "Cari",
  notFoundDescription: "Halaman ini tidak ada. Cari venue di Bali atau kembali ke beranda.",
  productNotFound: "Tidak ditemukan",
  productNotFoundDescription: "Produk venue ini tidak ada atau sudah tidak ditawarkan.",
  close: "Tutup",
};
