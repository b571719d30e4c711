-- The decks read each user's swiped list with index-only scans of the swipe tables (job_swipe by
-- seeker, seeker_swipe by company). Such a scan reads the table itself for every page changed since
-- the last vacuum, and these tables take a steady stream of inserts: by default autovacuum waits
-- for 20 % of the table to be new, by which time most pages are. Vacuum them after 2 % instead.
ALTER TABLE "job_swipe" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE "seeker_swipe" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE "application" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);
