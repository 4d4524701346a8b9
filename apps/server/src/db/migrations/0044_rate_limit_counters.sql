-- UNLOGGED: counters a crash may forget need no write-ahead log (drizzle-kit does not write the word).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
