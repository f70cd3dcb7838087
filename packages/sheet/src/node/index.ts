// The engine's Node-only entry point (`@pms/sheet/node`): what needs native code or the file
// system, kept apart so the core stays isomorphic.

export { NOTO_SANS_FILES, notoSans, notoSansSource } from './fonts.ts';
export { DEFAULT_PNG_DPI, type PngImage, type PngOptions, renderPng } from './png.ts';
