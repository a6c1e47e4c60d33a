import { expect } from "vitest";

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Logical screen size and number of image frames of a GIF. */
export function gifInfo(bytes: Uint8Array): { width: number; height: number; frames: number } {
  expect(Buffer.from(bytes.slice(0, 6)).toString("latin1")).toBe("GIF89a");
  const width = bytes[6]! | (bytes[7]! << 8);
  const height = bytes[8]! | (bytes[9]! << 8);
  let frames = 0;
  for (let i = 0; i < bytes.length - 9; i++) if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 0x04) frames++;
  return { width, height, frames };
}
