CREATE TABLE "analytics_hours_made" (
	"website_id" uuid NOT NULL,
	"day" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_hours_made_website_id_day_pk" PRIMARY KEY("website_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_hours_made" ADD CONSTRAINT "analytics_hours_made_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;