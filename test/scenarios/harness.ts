// Moved to test/world/; kept for the importers outside test/scenarios until they move too.
export * from '../world/files.ts';
export * from '../world/keys.ts';
export * from '../world/service.ts';
export * from '../world/world.ts';
