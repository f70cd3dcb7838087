// The engine's Node-only entry point (`@pms/sheet/node`): what needs native code or the file
// system, kept apart so the core stays isomorphic.
export {};
