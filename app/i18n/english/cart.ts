// The English of the reservation list's form checks the browser also runs, owned by the string
// catalogue (ADR 0390): app/cart refers to it. Client-safe: no imports from higher layers.

export const ADD_TO_CART_MESSAGES = {
  layout: "Please select suitable layout",
  minimumOrder: "Minimum order is 1",
  /** Not the spec's: 95.5 used to get "Minimum order is 1", which names the wrong problem. */
  wholeNumber: "Quantity must be a whole number",
  minQuantity: (n: number) => `Min quantity is ${n}`,
  eventName: "Event name is required",
  missing: "Please Insert Form!",
  reserved: "Product has been reserved, please check your reservation list",
  success: "Successfully added to Reservation List",
} as const;
