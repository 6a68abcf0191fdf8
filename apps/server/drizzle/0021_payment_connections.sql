CREATE TABLE "payment_connections" (
	"website_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"secret_key" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"key_last4" text NOT NULL,
	"livemode" boolean NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connections_website_id_provider_pk" PRIMARY KEY("website_id","provider")
);
--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;