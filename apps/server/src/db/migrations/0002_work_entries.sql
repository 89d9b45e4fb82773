CREATE TABLE "work_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_name" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"client_service_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"end_latitude" double precision,
	"end_longitude" double precision,
	"start_location_missing" text,
	"end_location_missing" text,
	"notes" text,
	"signature" text,
	"progress" smallint DEFAULT 0 NOT NULL,
	"staff_verification" boolean DEFAULT false NOT NULL,
	"third_party_verification" boolean DEFAULT false NOT NULL,
	"admin_verification" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"elapsed_hours" numeric(8, 2),
	"units_used" numeric(10, 2),
	"gross_cents" bigint,
	"net_cents" bigint,
	"status" smallint NOT NULL,
	"record_history" smallint DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "work_entry_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_entry_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"is_manual_edit" boolean DEFAULT false NOT NULL,
	"reason_code" text,
	"reason_text" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_client_service_id_client_services_id_fk" FOREIGN KEY ("client_service_id") REFERENCES "public"."client_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_entry_history" ADD CONSTRAINT "work_entry_history_work_entry_id_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."work_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_entries_one_in_progress" ON "work_entries" USING btree ("user_id") WHERE "work_entries"."status" = 6;--> statement-breakpoint
CREATE INDEX "work_entries_user_start_idx" ON "work_entries" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "work_entries_service_idx" ON "work_entries" USING btree ("client_service_id","status");--> statement-breakpoint
CREATE INDEX "work_entries_client_idx" ON "work_entries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "work_entries_created_idx" ON "work_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "work_entries_start_idx" ON "work_entries" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "work_entry_history_entry_idx" ON "work_entry_history" USING btree ("work_entry_id","recorded_at");