-- Request counters (ADR 082) need no WAL: each hit is one upsert, and a logged table pays a commit
-- flush for it (measured 4-5 ms a hit on the CI machine, 0.2 ms unlogged). An unlogged table keeps
-- its rows across a clean restart; after a database crash it starts empty, and a standby does not
-- have it, so limits start over then. Acceptable for rate-limit windows of minutes.
ALTER TABLE "limite_contadores" SET UNLOGGED;
