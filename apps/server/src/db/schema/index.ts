// The schema drizzle-kit reads to generate migrations, and the one the database client is typed with.
export * from './site.ts';
export * from './console.ts';
export * from './system.ts';
export * from './members.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './games.ts';
export * from './seamless.ts';
export * from './house.ts';
export * from './house-live.ts';
export * from './turnover.ts';
export * from './lottery.ts';
export * from './agents.ts';
export * from './attempts.ts';
export * from './content.ts';
export * from './inbox.ts';
export * from './support.ts';
