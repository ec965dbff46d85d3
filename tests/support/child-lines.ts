// The stdout of a child process as the complete lines it has written so far (a line is added
// once its newline arrives), for tests that drive app processes and read their answers.
import type { Readable } from "node:stream";

export function collectLines(stdout: Readable): string[] {
  const lines: string[] = [];
  let buffer = "";
  stdout.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
  });
  return lines;
}
