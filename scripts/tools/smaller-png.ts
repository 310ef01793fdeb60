/** A PNG re-encoded losslessly with oxipng, or the same bytes when that is not smaller: baselines kept small (decision 039). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

let ready: Promise<unknown> | undefined;

export async function smallerPng(png: Uint8Array): Promise<Uint8Array> {
  // In Node the codec cannot fetch its WebAssembly: it is handed over.
  ready ??= init(readFileSync(createRequire(import.meta.url).resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));
  await ready;
  const smaller = new Uint8Array(await optimise(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, { level: 2 }));
  return smaller.length < png.length ? smaller : png;
}
