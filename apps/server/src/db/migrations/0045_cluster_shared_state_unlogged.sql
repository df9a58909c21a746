-- The rate limit's counters are a minute's worth of counts, rewritten on every limited call: no WAL for them
-- (a crash empties the table, which only forgives a minute of calls; replicas never read it).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
