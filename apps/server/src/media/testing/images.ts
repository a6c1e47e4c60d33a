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
  // Walk the blocks (GIF89a spec, sections 17–27) rather than scanning for marker bytes: the
  // compressed image data can hold any byte sequence, a graphic control block's included.
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0);
  const skipSubBlocks = (at: number) => {
    while (bytes[at] !== 0) at += bytes[at]! + 1;
    return at + 1;
  };
  let at = 13 + colourTable(bytes[10]!);
  let frames = 0;
  for (;;) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) {
      frames++;
      at = skipSubBlocks(at + 10 + colourTable(bytes[at + 9]!) + 1);
    } else throw new Error(`not a GIF block at byte ${at}: ${block}`);
  }
  return { width, height, frames };
}
