CREATE TABLE "owner_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website_id" uuid NOT NULL,
	"source_website_id" uuid,
	"includes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_templates" ADD CONSTRAINT "owner_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_templates" ADD CONSTRAINT "owner_templates_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_templates" ADD CONSTRAINT "owner_templates_source_website_id_websites_id_fk" FOREIGN KEY ("source_website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_templates_user_id_idx" ON "owner_templates" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_templates_website_id_key" ON "owner_templates" USING btree ("website_id");