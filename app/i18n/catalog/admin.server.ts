// The admin console's refusals (app/admin/*.server.ts, app/bali-calendar/closure-days.server.ts):
// coupons and closure days first. Ids are `admin.<key>` (ADR 0391).
import { defineMessages } from "~/i18n/catalog/define";

export const admin = defineMessages({
  // Coupons (app/admin/coupons.server.ts)
  couponCodeEmpty: { en: "Enter a code", id: "Masukkan kode" },
  couponCodeTooLong: { en: "The code is too long (at most 30 characters)", id: "Kode terlalu panjang (maksimal 30 karakter)" },
  couponCodeCharacters: { en: "Use letters, digits, - and _ only (no spaces)", id: "Gunakan hanya huruf, angka, - dan _ (tanpa spasi)" },
  couponDiscountEmpty: { en: "Enter the discount", id: "Masukkan diskon" },
  couponDiscountPercent: { en: "Enter a whole number of percent, from 1 to 100", id: "Masukkan persentase berupa bilangan bulat, dari 1 sampai 100" },
  couponFirstDateEmpty: { en: "Enter the first date", id: "Masukkan tanggal hari pertama" },
  couponLastDateEmpty: { en: "Enter the last date", id: "Masukkan tanggal hari terakhir" },
  couponFirstDateFormat: { en: "Enter the first date as YYYY-MM-DD", id: "Masukkan tanggal hari pertama dengan format YYYY-MM-DD" },
  couponLastDateFormat: { en: "Enter the last date as YYYY-MM-DD", id: "Masukkan tanggal hari terakhir dengan format YYYY-MM-DD" },
  couponUsesWhole: {
    en: "Enter a whole number of uses, or leave it empty for no limit",
    id: "Masukkan jumlah pemakaian berupa bilangan bulat, atau kosongkan untuk tanpa batas",
  },
  couponUsesRange: { en: "Enter a number of uses from 1 to 1000000, or leave it empty", id: "Masukkan jumlah pemakaian dari 1 sampai 1000000, atau kosongkan" },
  couponLastBeforeFirst: { en: "The last day must be on or after the first day", id: "Hari terakhir harus sama dengan atau setelah hari pertama" },
  couponLastPassed: { en: "The last day has already passed", id: "Hari terakhir sudah lewat" },
  couponExists: { en: "A coupon {code} already exists", id: "Kupon {code} sudah ada" },
  // Closure days (app/bali-calendar/closure-days.server.ts)
  closureDateEmpty: { en: "Please choose a date", id: "Silakan pilih tanggal" },
  closureDatePast: { en: "Please choose today or a later date", id: "Silakan pilih hari ini atau tanggal setelahnya" },
  closureNameEmpty: { en: "Please give the day's name", id: "Silakan isi nama hari tersebut" },
  closureDayTaken: { en: "{date} is already a closure day", id: "{date} sudah menjadi hari penutupan" },
});
