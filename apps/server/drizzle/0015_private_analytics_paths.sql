-- Order pages (/order/{token}) and booking pages (/book/manage/{token}) were counted under their
-- own address, whose token is the key to someone's order or booking. Views counted before are
-- renamed as they are counted now ("Order page", "Booking page"), and a booking's calendar file,
-- a download rather than a page, is no view. Every statement can run twice without harm.
DELETE FROM "analytics_page_views" WHERE "path" LIKE '/book/manage/%/%';--> statement-breakpoint
UPDATE "analytics_page_views" SET "path" = 'Order page' WHERE "path" LIKE '/order/%';--> statement-breakpoint
UPDATE "analytics_page_views" SET "path" = 'Booking page' WHERE "path" LIKE '/book/manage/%';--> statement-breakpoint
UPDATE "analytics_visits" SET "entry_path" = 'Order page' WHERE "entry_path" LIKE '/order/%';--> statement-breakpoint
UPDATE "analytics_visits" SET "entry_path" = 'Booking page' WHERE "entry_path" LIKE '/book/manage/%';--> statement-breakpoint
DELETE FROM "analytics_daily" WHERE "dimension" = 'page' AND "value" LIKE '/book/manage/%/%';--> statement-breakpoint
INSERT INTO "analytics_daily" ("website_id", "day", "dimension", "value", "visitors", "visits", "page_views", "bounces", "duration", "timed", "conversions", "revenue")
SELECT "website_id", "day", 'page', CASE WHEN "value" LIKE '/order/%' THEN 'Order page' ELSE 'Booking page' END,
  sum("visitors"), sum("visits"), sum("page_views"), sum("bounces"), sum("duration"), sum("timed"), sum("conversions"), sum("revenue")
FROM "analytics_daily"
WHERE "dimension" = 'page' AND ("value" LIKE '/order/%' OR "value" LIKE '/book/manage/%')
GROUP BY 1, 2, 4
ON CONFLICT ("website_id", "day", "dimension", "value") DO UPDATE SET
  "visitors" = "analytics_daily"."visitors" + excluded."visitors",
  "visits" = "analytics_daily"."visits" + excluded."visits",
  "page_views" = "analytics_daily"."page_views" + excluded."page_views",
  "bounces" = "analytics_daily"."bounces" + excluded."bounces",
  "duration" = "analytics_daily"."duration" + excluded."duration",
  "timed" = "analytics_daily"."timed" + excluded."timed",
  "conversions" = "analytics_daily"."conversions" + excluded."conversions",
  "revenue" = "analytics_daily"."revenue" + excluded."revenue";--> statement-breakpoint
DELETE FROM "analytics_daily" WHERE "dimension" = 'page' AND ("value" LIKE '/order/%' OR "value" LIKE '/book/manage/%');
