CREATE TABLE "scheduled_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"client_service_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"staff_id" integer,
	"origin_date" date NOT NULL,
	"service_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"work_entry_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"cancel_reason" text,
	"cancel_note" text,
	"late_at" timestamp with time zone,
	"late_notified_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"missed_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_visits_times" CHECK ("scheduled_visits"."ends_at" > "scheduled_visits"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_service_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"staff_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"interval_weeks" smallint DEFAULT 1 NOT NULL,
	"notes" text,
	"override_reason" text,
	"split_from_id" integer,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	CONSTRAINT "schedules_start_time" CHECK ("schedules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "schedules_duration" CHECK ("schedules"."duration_minutes" BETWEEN 15 AND 1440),
	CONSTRAINT "schedules_interval" CHECK ("schedules"."interval_weeks" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "evv_exceptions" ALTER COLUMN "work_entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "schedule_window_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD COLUMN "schedule_late_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "evv_exceptions" ADD COLUMN "scheduled_visit_id" bigint;--> statement-breakpoint
ALTER TABLE "scheduled_visits" ADD CONSTRAINT "scheduled_visits_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_visits" ADD CONSTRAINT "scheduled_visits_work_entry_id_work_entries_id_fk" FOREIGN KEY ("work_entry_id") REFERENCES "public"."work_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_client_service_id_client_services_id_fk" FOREIGN KEY ("client_service_id") REFERENCES "public"."client_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_visits_origin_key" ON "scheduled_visits" USING btree ("schedule_id","origin_date");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_visits_entry_key" ON "scheduled_visits" USING btree ("work_entry_id") WHERE "scheduled_visits"."work_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "scheduled_visits_starts_idx" ON "scheduled_visits" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_visits_staff_idx" ON "scheduled_visits" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_visits_client_idx" ON "scheduled_visits" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_visits_authorization_idx" ON "scheduled_visits" USING btree ("client_service_id","starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_visits_waiting_idx" ON "scheduled_visits" USING btree ("starts_at") WHERE "scheduled_visits"."work_entry_id" IS NULL AND "scheduled_visits"."cancelled_at" IS NULL AND "scheduled_visits"."missed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "schedules_client_service_idx" ON "schedules" USING btree ("client_service_id");--> statement-breakpoint
CREATE INDEX "schedules_staff_idx" ON "schedules" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evv_exceptions_scheduled_key" ON "evv_exceptions" USING btree ("scheduled_visit_id","type") WHERE "evv_exceptions"."scheduled_visit_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "evv_exceptions" ADD CONSTRAINT "evv_exceptions_subject" CHECK ("evv_exceptions"."work_entry_id" IS NOT NULL OR "evv_exceptions"."scheduled_visit_id" IS NOT NULL);