export * from '../world/apply.ts';
