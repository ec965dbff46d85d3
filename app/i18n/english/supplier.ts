// The English of the vendor dashboard's form checks (the browser runs them too), owned by the
// string catalogue (ADR 0390): app/supplier refers to it; the Indonesian is
// app/i18n/messages/dashboard.server.ts and listing.server.ts. Client-safe.

export const VENDOR_MESSAGES = {
  profileIncomplete: "Please complete your data!",
  profileSaved: "Vendor Info has been saved!",
  venueSaved: "Supplier Info has been saved!",
  /** Not in the spec (one venue there): a hotel group's further venue (ADR 0282). */
  venueAdded: "The venue has been added. You are now working on it.",
  productIncomplete: "Please complete your form!",
  productSaved: "Product has been saved!",
  productDeleted: "Product has been deleted!",
  productDeactivated:
    "This product has reservations, so it cannot be deleted: it has been set to Inactive instead and no longer appears in search.",
  subVenueCreated: "Sub venue has been created!",
  subVenueUpdated: "Sub venue has been updated!",
  subVenueDeleted: "Sub venue has been deleted!",
  imageUploaded: "Your image has been uploaded",
  imageTooBig: "File is too big!",
  imageNotJpeg: "Please choose a JPG image.",
  imageMissing: "Please choose an image to upload.",
  imageDeleteConfirm: "Are you sure delete this image?",
  dataNotAvailable: "Data not available!",
  required: "Required",
  phoneNumeric: "Phone must contain digits only",
  url: "Please enter a full web address starting with https://",
  number: "Please enter a number",
  agreement: "Please agree to the General Partnership Agreement to set this product Active.",
  /** A product's inclusions: English, Bahasa Indonesia or both (ADR 0325). */
  inclusionEither: "Required: write the inclusions in English, in Bahasa Indonesia or both",
} as const;

export const DEPOSIT_PERCENT_MESSAGE = "Enter a deposit from 0 (paid in full) to 90 %";

export const BALANCE_DAYS_MESSAGE = "Enter from 1 to 180 days before the event";

export const BLOCK_MESSAGES = {
  target: "Please select a sub venue",
  targetProduct: "Please select a product",
  date: "Please choose a date",
  time: "Please choose a time",
  endBeforeStart: "End must not be before start",
  endEqualsStart: "End must be later than start",
  saved: "Availability has been saved!",
  deleted: "Availability has been deleted!",
  notFound: "Availability not found",
  overlaps: (n: number) =>
    `This period overlaps ${n} booking(s), listed below. They stay valid either way: a block only stops new bookings. Save anyway, or cancel and choose another period.`,
  savedOverBookings: (n: number) => `Availability has been saved! ${n} existing booking(s) in this period stay valid.`,
} as const;
