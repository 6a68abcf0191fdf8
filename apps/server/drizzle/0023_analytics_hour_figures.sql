CREATE TABLE "analytics_hour_figures" (
	"website_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"value" text NOT NULL,
	"first_visitors" integer NOT NULL,
	"last_visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration_us" bigint NOT NULL,
	"timed" integer NOT NULL,
	"conversions" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_hour_figures" ADD CONSTRAINT "analytics_hour_figures_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_hour_figures_key" ON "analytics_hour_figures" USING btree ("website_id","dimension","hour","value");--> statement-breakpoint
CREATE INDEX "analytics_page_views_visitor_idx" ON "analytics_page_views" USING btree ("visitor");