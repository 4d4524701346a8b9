export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/announcements/announcements.table.ts';
export * from '../modules/onboarding/onboarding.table.ts';
export * from '../modules/teams/teams.table.ts';
