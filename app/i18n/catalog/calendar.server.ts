// Bali's calendar (app/bali-calendar): the refusal of a booking on a closure day and the names
// of the fixed public holidays. Ids are `calendar.<key>` (ADR 0391).
// How a day's name is carried: a fixed public holiday (app/bali-calendar/holidays.ts) carries its
// reference as its `name` (`calendar.nyepi`), rendered by whoever shows it (the date pickers'
// notes, calendarNotesIn; the closure refusal, whose {name} is rendered in the same language).
// A closure day's name is what the admin typed (content, shown as typed in both languages),
// except the closure days migration 0047 seeded with the name "Nyepi, Day of Silence": those
// are read as `calendar.nyepi` (app/bali-calendar/closure-days.server.ts).
import { defineMessages } from "~/i18n/catalog/define";

export const calendar = defineMessages({
  /** {date} as DD/MM/YYYY; {name} the day's name (a reference or the admin's text). */
  closed: { en: "Bali is closed on {date} ({name}): please choose another date", id: "Bali tutup pada {date} ({name}): silakan pilih tanggal lain" },
  /** The vendor's refusal to accept a date change onto a day closed (`closed`) or a time taken (cancellations.noLongerFree) since it was asked for. */
  closedDeclineRequest: { en: "{problem}. Please decline the request.", id: "{problem}. Silakan tolak permintaan ini." },
  ascension: { en: "Ascension of Jesus Christ", id: "Kenaikan Yesus Kristus" },
  imlek: { en: "Chinese New Year (Imlek)", id: "Tahun Baru Imlek" },
  christmas: { en: "Christmas Day", id: "Hari Raya Natal" },
  easter: { en: "Easter Sunday", id: "Hari Paskah" },
  goodFriday: { en: "Good Friday", id: "Wafat Yesus Kristus" },
  idulAdha: { en: "Idul Adha", id: "Idul Adha" },
  idulFitriSecondDay: { en: "Idul Fitri (second day)", id: "Idul Fitri (hari kedua)" },
  idulFitri: { en: "Idul Fitri", id: "Idul Fitri" },
  independence: { en: "Independence Day", id: "Hari Kemerdekaan" },
  islamicNewYear: { en: "Islamic New Year", id: "Tahun Baru Islam" },
  israMiraj: { en: "Isra Mi'raj", id: "Isra Mi'raj" },
  labour: { en: "Labour Day", id: "Hari Buruh" },
  newYear: { en: "New Year's Day", id: "Tahun Baru Masehi" },
  nyepi: { en: "Nyepi, Day of Silence", id: "Hari Raya Nyepi" },
  pancasila: { en: "Pancasila Day", id: "Hari Lahir Pancasila" },
  prophetsBirthday: { en: "Prophet Muhammad's Birthday", id: "Maulid Nabi Muhammad" },
  waisak: { en: "Waisak", id: "Hari Raya Waisak" },
});
