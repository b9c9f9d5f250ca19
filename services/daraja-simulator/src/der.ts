// The few DER (ASN.1) encodings a self-signed X.509 certificate needs (certificate.ts): Node can
// sign but not build one.

const lengthOf = (length: number): Buffer => {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};

/** Tag, length, value. */
export const tlv = (tag: number, value: Buffer): Buffer => Buffer.concat([Buffer.from([tag]), lengthOf(value.length), value]);

export const sequence = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
export const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
export const utf8 = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
/** A BIT STRING of whole bytes. */
export const bits = (bytes: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
/** A context-specific, constructed tag ([n] EXPLICIT). */
export const explicit = (n: number, value: Buffer): Buffer => tlv(0xa0 | n, value);

/** A non-negative INTEGER from its big-endian bytes. */
export const integer = (bytes: Buffer): Buffer => {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, trimmed[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
};

export const oid = (dotted: string): Buffer => {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};

/** UTCTime, YYMMDDHHmmssZ (years 1950 to 2049). */
export const utcTime = (date: Date): Buffer => tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));
