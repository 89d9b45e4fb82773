CREATE TABLE "agency_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "agency_settings_one_row" CHECK ("agency_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "agency_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
