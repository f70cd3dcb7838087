// The engine's Node-only entry point (`@pms/sheet/node`): what needs native code or the file
// system, kept apart so the core stays isomorphic.
export { DEFAULT_PNG_DPI, type PngImage, type PngOptions, renderPng } from './png.ts';
