/**
 * How a snapshot of the visual check is stored: jest-image-snapshot's runtime hook (`runtimeHooksPath`),
 * called on every picture it writes. A snapshot (visual/baselines) has each colour channel
 * rounded to a multiple of STEP, then is compressed losslessly: the exact pictures would take about
 * 80 MB, over the snapshots' budget (scripts/visual-snapshots.mjs). The comparison's threshold
 * (scripts/visual.cjs MATCH_OPTIONS) is set above what that rounding can move a pixel, so it never counts
 * as a difference. The pictures of a failed comparison (reports/visual) are written as they are.
 */
const { PNG } = require('pngjs');
const UPNG = require('upng-js');

/** Each channel is stored as the nearest multiple of STEP (at most STEP / 2 from Chromium's). */
const STEP = 10;

/** A PNG with every colour channel rounded to a multiple of STEP, compressed losslessly. */
function storable(png) {
  const { data, width, height } = PNG.sync.read(png);
  for (let i = 0; i < data.length; i += 1) {
    if (i % 4 === 3) continue;
    data[i] = Math.min(255, Math.round(data[i] / STEP) * STEP);
  }
  return Buffer.from(
    UPNG.encode([data.buffer.slice(data.byteOffset, data.byteOffset + data.length)], width, height, 0),
  );
}

module.exports = {
  STEP,
  storable,
  // The pictures of a failed comparison (`<name>-diff.png`, `<name>-received.png`) as they are.
  onBeforeWriteToDisc: ({ buffer, destination }) =>
    /-(diff|received)\.png$/.test(destination) ? buffer : storable(buffer),
};
