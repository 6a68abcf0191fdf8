ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_page_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_bounces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_duration_us" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_timed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_conversions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD COLUMN "rest_revenue" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows made before hold each hour's own figures rather than the day's up to and from it: the days
-- are made again as the last 24 hours read them (a day with events and no record of its making).
DELETE FROM "analytics_hour_figures";--> statement-breakpoint
DELETE FROM "analytics_hours_made";
