/**
 * The uncompressed size a ZIP file (an XLSX is one) declares in its central directory, read without
 * inflating anything — so an upload that would expand to gigabytes (a "zip bomb") is refused before a
 * spreadsheet library loads it whole into memory. Returns null when the bytes are not a readable ZIP
 * (the library's own error then explains). ZIP64 entries (sizes ≥ 4 GiB) count as Infinity.
 *
 * A crafted file can understate its sizes; the inflater then fails on the size/CRC mismatch, and the
 * request's body limit bounds what a lie can cost. This check stops honest giants and naive bombs.
 */
export function zipDeclaredSize(buf: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  // the end-of-central-directory record sits in the last 22 bytes + up to 64 KiB of comment
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CDH) return null;
    const size = buf.readUInt32LE(p + 24);
    total += size === 0xffffffff ? Infinity : size;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return total;
}
