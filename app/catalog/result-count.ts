// The count in the spec's 'Showing product X-Y from N product(s)' (ADR 0161): the exact number
// under the count cap, as the spec writes it; "1,000+" when there are more than were counted.
export function resultCountText(total: number, capped: boolean): string {
  return capped ? `${String(total).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}+` : String(total);
}
