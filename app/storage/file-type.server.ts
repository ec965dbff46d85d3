// Recognises uploads by their first bytes (magic numbers), never by name or declared type.
export type DetectedFileType = {
  ext: "jpg" | "png" | "webp" | "gif" | "pdf";
  mime: string;
};

export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  const b = bytes;
  const starts = (sig: number[], offset = 0) =>
    b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);
  if (starts([0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", mime: "image/png" };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { ext: "gif", mime: "image/gif" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { ext: "webp", mime: "image/webp" };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: "pdf", mime: "application/pdf" }; // %PDF-
  return null;
}
