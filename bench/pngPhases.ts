// BENCH_RUNS=30 node --import tsx bench/pngPhases.ts — where renderPng spends its time for the
// reference offer sheet at 150 dpi, warm: medians of each phase. OUT=/tmp/x.png writes the PNG.
import { writeFileSync } from 'node:fs';
import { layoutSheetPage } from '@pms/sheet';
import { openFonts, type PngPhases, renderPng } from '@pms/sheet/node';
import { referenceSheet } from './referenceSheet.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const { data, images, dealerLogo } = await referenceSheet();
const fonts = openFonts();
const page = layoutSheetPage(data, 0, { ctx: { fonts, images, dealerLogo } }).page;

const samples: Record<keyof PngPhases | 'total', number[]> = {
  svg: [],
  parse: [],
  render: [],
  composite: [],
  encode: [],
  total: [],
};
let png = renderPng(page, { fonts, dpi: 150 });
for (let run = 0; run < RUNS; run++) {
  const phases: PngPhases = { svg: 0, parse: 0, render: 0, composite: 0, encode: 0 };
  const start = performance.now();
  png = renderPng(page, { fonts, dpi: 150 }, phases);
  samples.total.push(performance.now() - start);
  for (const [phase, ms] of Object.entries(phases)) samples[phase as keyof PngPhases].push(ms);
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  Object.entries(samples)
    .map(([phase, values]) => `${phase} ${median(values).toFixed(1)}`)
    .join(' | '),
  `ms; ${(png.png.byteLength / 1024).toFixed(0)} KiB`,
);
if (process.env.OUT) writeFileSync(process.env.OUT, png.png);
