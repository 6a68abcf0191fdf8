CREATE TABLE "analytics_daily" (
	"website_id" uuid NOT NULL,
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration" bigint NOT NULL,
	"timed" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"website_id" uuid NOT NULL,
	"hour" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration" bigint NOT NULL,
	"timed" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"website_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visit_id" bigint NOT NULL,
	"visitor" bigint NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" bigint PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"visitor" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	"entry_path" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"country" text NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD CONSTRAINT "analytics_visits_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_key" ON "analytics_daily" USING btree ("website_id","day","dimension","value");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_hourly_key" ON "analytics_hourly" USING btree ("website_id","hour");--> statement-breakpoint
CREATE INDEX "analytics_page_views_website_at_idx" ON "analytics_page_views" USING btree ("website_id","at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_at_brin" ON "analytics_page_views" USING brin ("at");--> statement-breakpoint
CREATE INDEX "analytics_visits_website_started_idx" ON "analytics_visits" USING btree ("website_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_visits_open_idx" ON "analytics_visits" USING btree ("website_id","visitor");--> statement-breakpoint
CREATE INDEX "analytics_visits_started_brin" ON "analytics_visits" USING brin ("started_at");--> statement-breakpoint
-- An open visit is extended once a second while it lasts: room on each page lets the row be
-- rewritten in place (no index holds the changing columns).
ALTER TABLE "analytics_visits" SET (fillfactor = 80);--> statement-breakpoint
-- Page views carry no foreign key (one check per row would cost a batch as much as its insert):
-- a deleted website's views go with it here, as a cascade would take them.
CREATE FUNCTION "analytics_forget_website"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_page_views" WHERE "website_id" = OLD."id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_forget_website" AFTER DELETE ON "websites"
  FOR EACH ROW EXECUTE FUNCTION "analytics_forget_website"();
