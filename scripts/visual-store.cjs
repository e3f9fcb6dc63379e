/**
 * How a snapshot of the visual check is stored: jest-image-snapshot's runtime hook (`runtimeHooksPath`),
 * called on every picture it writes. The exact pictures of every story in both languages take about
 * 130 MB, over the snapshots' 30 MB budget (scripts/visual-snapshots.mjs), so a snapshot is stored with
 * each pixel a little moved, never further than pixelmatch's colour distance MOST (its squared YIQ
 * distance, the measure the comparison uses): a pixel takes the stored colour of its neighbour to the
 * left or above when that is within NEAR of it, or no further than rounding would move it (long runs of
 * one colour compress well: a shadow or a gradient becomes a few bands), else its colour with each
 * channel rounded to a multiple of STEP (at most 13.5 away). Then it is compressed losslessly. The comparison's threshold (scripts/visual.cjs MATCH_OPTIONS,
 * 22) is above MOST, so storing never counts as a difference. The pictures of a failed comparison
 * (reports/visual) are written as they are.
 */
const { crc32, deflateSync, inflateSync } = require('node:zlib');
const { PNG } = require('pngjs');
const UPNG = require('upng-js');

/** Each channel of a pixel no neighbour stands for is stored as the nearest multiple of STEP. */
const STEP = 10;
/** The furthest a stored pixel is from the picture's, in pixelmatch's colour distance (rounding's most). */
const MOST = 13.5;
/**
 * How far a neighbour's colour may be from a pixel's to stand for it, beyond which only one as close as
 * rounding does: a run of a neighbour's colour further than that is a streak one can see.
 */
const NEAR = 8;

/** pixelmatch's colour distance between two opaque pixels (its `colorDelta`, squared YIQ). */
function distance(r1, g1, b1, r2, g2, b2) {
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

const rounded = (value) => Math.min(255, Math.round(value / STEP) * STEP);

/** A picture as stored (see above). */
function storable(png) {
  const { data, width, height } = PNG.sync.read(png);
  const out = Buffer.from(data);
  const row = width * 4;
  for (let k = 0; k < data.length; k += 4) {
    const r = data[k];
    const g = data[k + 1];
    const b = data[k + 2];
    const rr = rounded(r);
    const rg = rounded(g);
    const rb = rounded(b);
    // A neighbour stands for the pixel when it is no further than NEAR, or no further than rounding.
    const limit = Math.max(NEAR, distance(r, g, b, rr, rg, rb));
    const near = (n) =>
      n >= 0 && out[n + 3] === data[k + 3] && distance(r, g, b, out[n], out[n + 1], out[n + 2]) <= limit;
    const like = k % row !== 0 && near(k - 4) ? k - 4 : near(k - row) ? k - row : -1;
    if (like < 0) {
      out[k] = rr;
      out[k + 1] = rg;
      out[k + 2] = rb;
    } else {
      out[k] = out[like];
      out[k + 1] = out[like + 1];
      out[k + 2] = out[like + 2];
    }
  }
  return deflatedHarder(
    Buffer.from(UPNG.encode([out.buffer.slice(out.byteOffset, out.byteOffset + out.length)], width, height, 0)),
  );
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The same PNG with its image data deflated at zlib's level 9 (UPNG's is level 6): the same pixels, about
 * 9 % smaller for these pictures.
 */
function deflatedHarder(png) {
  const parts = [png.subarray(0, 8)];
  const idat = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') idat.push(data);
    else {
      if (type === 'IEND') parts.push(chunk('IDAT', deflateSync(inflateSync(Buffer.concat(idat)), { level: 9 })));
      parts.push(png.subarray(at, at + 12 + length));
    }
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

module.exports = {
  STEP,
  MOST,
  storable,
  deflatedHarder,
  // The pictures of a failed comparison (`<name>-diff.png`, `<name>-received.png`) as they are.
  onBeforeWriteToDisc: ({ buffer, destination }) =>
    /-(diff|received)\.png$/.test(destination) ? buffer : storable(buffer),
};
